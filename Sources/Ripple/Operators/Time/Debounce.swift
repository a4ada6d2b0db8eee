extension ObservableType where Element: Sendable {
    /// Emits an element only after `dueTime` passes without another one; each new element
    /// restarts the wait. Completion first emits the element still waiting, if any; an error drops
    /// it.
    ///
    /// The timers run on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:            -1-2-----3-4|
    /// debounce(3 ticks): ------2-----(4|)
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Debounce<Element: Sendable>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class DebounceSink<Observer: ObserverType>: SerializedSink<DebounceSink.Work, Observer>, ObserverType, TimerTarget, @unchecked Sendable {
    // @unchecked Sendable: `latestId` and `waiting` are only touched in `process(_:)`, which the
    // delivery gate serializes; `timer` is thread-safe; `dueTime` and `scheduler` are immutable.
    typealias Element = Observer.Element

    enum Work {
        case source(Event<Element>)
        case timer(id: Int)
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    private var latestId = 0
    private var waiting: Element?

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        submit(.source(event))
    }

    func timerFired(_ token: Int) {
        submit(.timer(id: token))
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(.next(let element)):
            latestId &+= 1
            waiting = element
            timer.disposable = scheduleTimer(latestId, after: dueTime, on: scheduler)
        case .source(.error(let error)):
            waiting = nil
            forwardError(error)
        case .source(.completed):
            if let element = waiting {
                waiting = nil
                forwardNext(element)
            }
            forwardStop(.completed)
        case .timer(let id):
            guard id == latestId, let element = waiting else { return }
            waiting = nil
            forwardNext(element)
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
