/// The engine of `take(until:)` and `skip(until:)` with another sequence, the trigger: the
/// trigger's first element splits the source's life in two; `mode` says which part's elements
/// pass.
///
/// - `.take`: elements pass until the trigger emits, which completes the result and unsubscribes
///   from the source. The trigger is subscribed first, as in RxSwift.
/// - `.skip`: elements are dropped until the trigger emits and pass afterwards; if the source
///   completes before that, the result ends without any event, as in RxSwift. The source is
///   subscribed first, as in RxSwift.
///
/// An error of either sequence fails the result; the trigger's completion alone only
/// unsubscribes from it.
final class UntilTrigger<Element, Trigger>: Producer<Element> {
    private let source: Observable<Element>
    private let trigger: Observable<Trigger>
    private let mode: PassingSide

    init(source: Observable<Element>, trigger: Observable<Trigger>, mode: PassingSide) {
        self.source = source
        self.trigger = trigger
        self.mode = mode
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = UntilTriggerSink<Trigger, Observer>(observer: observer, mode: mode)
        sink.subscribe(source: source, trigger: trigger)
        sink.finishSubscribing()
        return sink
    }
}

/// Which part of the source's life passes when an event splits it in two (the trigger's first
/// element for `UntilTrigger`, the timer for `ForDuration`).
enum PassingSide {
    /// The elements before the split, which completes the result.
    case take
    /// The elements after the split.
    case skip
}

final class UntilTriggerSink<Trigger, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `passing` is only touched by input handlers, which the serializer runs one at a time;
    // `triggerSubscription` is thread-safe; `mode` is immutable.
    private let mode: PassingSide
    private let triggerSubscription = SingleAssignmentDisposable()
    /// Whether the source's elements pass: always with `.take`, once the trigger has emitted with
    /// `.skip`.
    private var passing: Bool

    init(observer: Observer, mode: PassingSide) {
        self.mode = mode
        passing = mode == .take
        super.init(observer: observer)
    }

    /// Subscribes to `source` and to `trigger`, in the order `mode` says; the producer's `run`
    /// ends the subscribing phase afterwards, so a disposal meanwhile unsubscribes both (`source`
    /// first) once both are subscribed, as in RxSwift.
    func subscribe(source: Observable<Observer.Element>, trigger: Observable<Trigger>) {
        if mode == .take {
            subscribe(trigger: trigger)
        }
        holdUpstream(source.subscribe(sourceObserver { [unowned self] event in
            switch event {
            case .next(let element):
                if passing { forwardNext(element) }
            case .error(let error):
                forwardError(error)
            case .completed where passing:
                forwardStop(.completed)
            case .completed:
                isStopped = true
                dispose()
            }
        }))
        if mode == .skip {
            subscribe(trigger: trigger)
        }
    }

    private func subscribe(trigger: Observable<Trigger>) {
        triggerSubscription.setDisposable(trigger.subscribe(sourceObserver { [unowned self] (event: Event<Trigger>) in
            switch event {
            case .next where mode == .take:
                forwardStop(.completed)
            case .next:
                passing = true
                tearDown(triggerSubscription)
            case .error(let error):
                forwardError(error)
            case .completed:
                tearDown(triggerSubscription)
            }
        }))
    }

    override func disposeResources() {
        triggerSubscription.dispose()
    }
}
