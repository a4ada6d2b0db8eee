/// The engine of `take(for:scheduler:)` and `skip(for:scheduler:)`: a timer started at
/// subscription splits the source's life in two; `mode` says which part's elements pass.
///
/// - `.take`: elements pass until the timer fires, which completes the result and unsubscribes
///   from the source.
/// - `.skip`: elements are dropped until the timer fires and pass afterwards.
///
/// The source's error and completion pass at any time.
final class ForDuration<Element: Sendable>: DueTimeProducer<Element> {
    private let mode: PassingSide

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType, mode: PassingSide) {
        self.mode = mode
        super.init(source: source, dueTime: duration, scheduler: scheduler)
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ForDurationSink(observer: observer, mode: mode)
        sink.subscribe(source: source, duration: dueTime, scheduler: scheduler)
        sink.finishSubscribing()
        return sink
    }
}

final class ForDurationSink<Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `isTimeUp` is only touched by input handlers, which the serializer runs one at a time;
    // `mode` is immutable.
    private let mode: PassingSide
    private var isTimeUp = false

    init(observer: Observer, mode: PassingSide) {
        self.mode = mode
        super.init(observer: observer)
    }

    /// Starts the timer, then subscribes to `source`.
    func subscribe(source: Observable<Observer.Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        let timer = SingleAssignmentDisposable()
        let sourceSubscription = SingleAssignmentDisposable()
        setUpstream(Disposables.create(timer, sourceSubscription))
        let timeIsUp = input { [unowned self] (_: Void) in
            isTimeUp = true
            if mode == .take {
                forwardStop(.completed)
            }
        }
        timer.setDisposable(timeIsUp.send((), after: duration, on: scheduler))
        sourceSubscription.setDisposable(source.subscribe(sourceObserver { [unowned self] event in
            if case .next = event, mode == .skip, !isTimeUp { return }
            forward(event)
        }))
    }
}
