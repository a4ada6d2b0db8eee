extension ObservableType where Element: Sendable {
    /// Drops the source's elements for `duration` after subscription, then emits the rest;
    /// errors and completion pass at any time.
    ///
    /// The timer runs on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:              -1-2-3-4-|
    /// skip(for: 4 ticks):  -----3-4-|
    /// ```
    public func skip(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipForDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

final class SkipForDuration<Element: Sendable>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipForDurationSink(observer: observer)
        let sourceSubscription = SingleAssignmentDisposable()
        sink.setUpstream(Disposables.create(sink.timer, sourceSubscription))
        sink.timer.setDisposable(sink.scheduleTimer(0, after: duration, on: scheduler))
        sourceSubscription.setDisposable(source.subscribe(sink))
        return sink
    }
}

final class SkipForDurationSink<Observer: ObserverType>: SerializedSink<SkipForDurationSink.Work, Observer>, ObserverType, TimerTarget, @unchecked Sendable {
    // @unchecked Sendable: `isOpen` is only touched in `process(_:)`, which the delivery gate
    // serializes; `timer` is thread-safe.
    typealias Element = Observer.Element

    enum Work {
        case source(Event<Element>)
        case timeIsUp
    }

    let timer = SingleAssignmentDisposable()
    private var isOpen = false

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
            if isOpen {
                forwardNext(element)
            }
        case .source(let event):
            forward(event)
        case .timeIsUp:
            isOpen = true
        }
    }
}
