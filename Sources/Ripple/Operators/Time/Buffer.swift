extension ObservableType where Element: Sendable {
    /// Collects elements into arrays, emitting the current one when it holds `count` elements or
    /// when `timeSpan` has passed since the previous one was emitted (or since subscription),
    /// whichever comes first.
    ///
    /// A time span that passes without elements emits an empty array, as in RxSwift. Completion
    /// emits the current array, even if empty, then completes; an error drops it. A `count` of
    /// zero or less never fills, so arrays are then cut by time only.
    ///
    /// The timers run on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:                              -1-2-3-------4-|
    /// buffer(timeSpan: 6 ticks, count: 3): -----a-----b---(c|)
    /// ```
    ///
    /// `a` is `[1, 2, 3]`, emitted when `3` fills it; `b` is `[]`, six ticks later; `c` is `[4]`,
    /// emitted by completion.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        BufferTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class BufferTimeCount<Element: Sendable>: Producer<[Element]> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == [Element] {
        let sink = BufferTimeCountSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
        let sourceSubscription = SingleAssignmentDisposable()
        sink.setUpstream(Disposables.create(sink.timer, sourceSubscription))
        sink.startTimer(for: 0)
        sourceSubscription.setDisposable(source.subscribe(AnyObserver { sink.submit(.source($0)) }))
        return sink
    }
}

final class BufferTimeCountSink<Element, Observer: ObserverType>: SerializedSink<BufferTimeCountSink.Work, Observer>, TimerTarget, @unchecked Sendable where Observer.Element == [Element] {
    // @unchecked Sendable: `buffer` and `bufferId` are only touched in `process(_:)` (and in
    // `startTimer(for:)` before the source is subscribed), which the delivery gate serializes;
    // `timer` is thread-safe; the other properties are immutable.
    enum Work {
        case source(Event<Element>)
        case timer(id: Int)
    }

    let timer = SerialDisposable()
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private var buffer: [Element] = []
    private var bufferId = 0

    init(observer: Observer, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    /// Starts the time span of buffer `id`, unless a later buffer has already started.
    func startTimer(for id: Int) {
        guard id == bufferId else { return }
        timer.disposable = scheduleTimer(id, after: timeSpan, on: scheduler)
    }

    func timerFired(_ token: Int) {
        submit(.timer(id: token))
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(.next(let element)):
            buffer.append(element)
            if buffer.count == count {
                emitBufferAndStartNext()
            }
        case .source(.error(let error)):
            buffer = []
            forwardError(error)
        case .source(.completed):
            forwardNext(buffer)
            forwardStop(.completed)
        case .timer(let id):
            guard id == bufferId else { return }
            emitBufferAndStartNext()
        }
    }

    private func emitBufferAndStartNext() {
        bufferId &+= 1
        let id = bufferId
        let full = buffer
        buffer = []
        forwardNext(full)
        startTimer(for: id)
    }
}
