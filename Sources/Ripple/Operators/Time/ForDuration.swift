/// The engine of `take(for:scheduler:)` and `skip(for:scheduler:)`: a timer started at
/// subscription splits the source's life in two; `mode` says which part's elements pass.
///
/// - `.take`: elements pass until the timer fires, which completes the result and unsubscribes
///   from the source.
/// - `.skip`: elements are dropped until the timer fires and pass afterwards.
///
/// The source's error and completion pass at any time.
final class ForDuration<Element: Sendable>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType
    private let mode: ForDurationMode

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType, mode: ForDurationMode) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
        self.mode = mode
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ForDurationSink(observer: observer, mode: mode)
        let sourceSubscription = SingleAssignmentDisposable()
        sink.setUpstream(Disposables.create(sink.timer, sourceSubscription))
        sink.timer.setDisposable(sink.scheduleTimer(0, after: duration, on: scheduler))
        sourceSubscription.setDisposable(source.subscribe(sink))
        return sink
    }
}

/// Which part of the source's life `ForDuration` lets through.
enum ForDurationMode {
    /// The elements before the timer fires; the timer completes the result.
    case take
    /// The elements after the timer fires.
    case skip
}

final class ForDurationSink<Observer: ObserverType>: SerializedSink<ForDurationSink.Work, Observer>, ObserverType, TimerTarget, @unchecked Sendable {
    // @unchecked Sendable: `isTimeUp` is only touched in `process(_:)`, which the delivery gate
    // serializes; `timer` is thread-safe; `mode` is immutable.
    typealias Element = Observer.Element

    enum Work {
        case source(Event<Element>)
        case timeIsUp
    }

    let timer = SingleAssignmentDisposable()
    private let mode: ForDurationMode
    private var isTimeUp = false

    init(observer: Observer, mode: ForDurationMode) {
        self.mode = mode
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        submit(.source(event))
    }

    func timerFired(_ token: Int) {
        submit(.timeIsUp)
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(.next(let element)):
            // `.take` has stopped once the time is up, so this only holds back `.skip`'s early
            // elements.
            if mode == .take || isTimeUp {
                forwardNext(element)
            }
        case .source(let event):
            forward(event)
        case .timeIsUp:
            isTimeUp = true
            if mode == .take {
                forwardStop(.completed)
            }
        }
    }
}
