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
        sink.subscribe(source: source)
        sink.finishSubscribing()
        return sink
    }
}

final class BufferTimeCountSink<Element, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable where Observer.Element == [Element] {
    // @unchecked Sendable: `buffer` and `chunks` are only touched by input handlers, which the serializer
    // serializes (and by the first `startTimer(for:)`, before the source is subscribed); `timer`
    // is thread-safe; the other properties are immutable.
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    private var chunks: ChunkCutter
    private var buffer: [Element] = []

    init(observer: Observer, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        chunks = ChunkCutter(count: count)
        super.init(observer: observer)
    }

    /// Starts the first buffer's time span, then subscribes to `source`.
    func subscribe(source: Observable<Element>) {
        let sourceSubscription = SingleAssignmentDisposable()
        setUpstream(Disposables.create(timer, sourceSubscription))
        startTimer(for: 0)
        sourceSubscription.setDisposable(source.subscribe(sourceObserver { [unowned self] event in
            switch event {
            case .next(let element):
                buffer.append(element)
                if chunks.elementAdded() {
                    emitBuffer()
                }
            case .error(let error):
                buffer = []
                forwardError(error)
            case .completed:
                forwardNext(buffer)
                forwardStop(.completed)
            }
        }))
    }

    /// Starts the time span of buffer `id`, unless a later buffer has already started.
    private func startTimer(for id: Int) {
        guard id == chunks.chunkID else { return }
        let ended = input { [unowned self] (id: Int) in
            if chunks.timeSpanEnded(id) {
                emitBuffer()
            }
        }
        // A timer that ends before `send` returns has already started the next span.
        timer.replace { ended.send(id, after: timeSpan, on: scheduler) }
    }

    /// Emits the buffer, whose chunk has ended, and starts the next one's time span.
    private func emitBuffer() {
        let id = chunks.chunkID
        let full = buffer
        buffer = []
        forwardNext(full)
        startTimer(for: id)
    }
}
