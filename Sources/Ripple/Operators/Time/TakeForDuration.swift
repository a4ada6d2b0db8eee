extension ObservableType where Element: Sendable {
    /// Emits the source's elements for `duration` after subscription, then completes and
    /// unsubscribes from the source.
    ///
    /// The timer runs on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:                  -1-2-3-4-|
    /// take(for: 4 ticks):      -1-2|
    /// ```
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeForDuration(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

final class TakeForDuration<Element: Sendable>: Producer<Element> {
    private let source: Observable<Element>
    private let duration: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeForDurationSink(observer: observer)
        let sourceSubscription = SingleAssignmentDisposable()
        sink.setUpstream(Disposables.create(sink.timer, sourceSubscription))
        sink.timer.setDisposable(sink.scheduleTimer(0, after: duration, on: scheduler))
        sourceSubscription.setDisposable(source.subscribe(sink))
        return sink
    }
}

final class TakeForDurationSink<Observer: ObserverType>: SerializedSink<TakeForDurationSink.Work, Observer>, ObserverType, TimerTarget, @unchecked Sendable {
    // @unchecked Sendable: adds only the thread-safe `timer` to SerializedSink.
    typealias Element = Observer.Element

    enum Work {
        case source(Event<Element>)
        case timeIsUp
    }

    let timer = SingleAssignmentDisposable()

    func on(_ event: Event<Element>) {
        submit(.source(event))
    }

    func timerFired(_ token: Int) {
        submit(.timeIsUp)
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(let event):
            forward(event)
        case .timeIsUp:
            forwardStop(.completed)
        }
    }
}
