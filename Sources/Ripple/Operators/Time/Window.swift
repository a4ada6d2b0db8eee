extension ObservableType where Element: Sendable {
    /// Splits the elements into windows, each an observable: a window closes (completes) and the
    /// next one opens when it has received `count` elements or when `timeSpan` has passed since it
    /// opened, whichever comes first.
    ///
    /// The first window opens at subscription. Completion or an error of the source closes the
    /// current window with that event and is then forwarded. A `count` of zero or less never
    /// fills, so windows are then cut by time only. As in RxSwift, the source stays subscribed
    /// while any window is observed, even after this sequence's own subscription has ended.
    ///
    /// The timers run on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:                              -1-2-3-------4-|
    /// window(timeSpan: 6 ticks, count: 3): a----b-----c---|
    /// a:                                   -1-2-(3|)
    /// b:                                        ------|
    /// c:                                              --4-|
    /// ```
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        WindowTimeCount(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class WindowTimeCount<Element: Sendable>: Producer<Observable<Element>> {
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

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Observable<Element> {
        let sink = WindowTimeCountSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
        sink.subscribe(source: source)
        sink.finishSubscribing()
        return sink
    }
}

final class WindowTimeCountSink<Element, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable where Observer.Element == Observable<Element> {
    // @unchecked Sendable: `subject` and `chunks` are only touched by input handlers, which the
    // serializer serializes (and before the source is subscribed); the disposables are thread-safe; the
    // other properties are immutable.
    private let timeSpan: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer: SerialDisposable
    private let sourceSubscription: SingleAssignmentDisposable
    /// The timer and the source subscription, kept while this subscription or a window is alive.
    private let lifetime: RefCountDisposable
    private var chunks: ChunkCutter
    private var subject = PublishSubject<Element>()

    init(observer: Observer, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.scheduler = scheduler
        let timer = SerialDisposable()
        let sourceSubscription = SingleAssignmentDisposable()
        self.timer = timer
        self.sourceSubscription = sourceSubscription
        lifetime = RefCountDisposable(disposable: Disposables.create(timer, sourceSubscription))
        chunks = ChunkCutter(count: count)
        super.init(observer: observer)
    }

    /// Sends the first window and starts its time span, then subscribes to `source`.
    func subscribe(source: Observable<Element>) {
        setUpstream(lifetime)
        forwardWindow()
        startTimer(for: 0)
        sourceSubscription.setDisposable(source.subscribe(sourceObserver { [unowned self] event in
            switch event {
            case .next(let element):
                subject.onNext(element)
                if chunks.elementAdded() {
                    closeWindowAndOpenNext()
                }
            case .error(let error):
                subject.onError(error)
                finish(.error(error))
            case .completed:
                subject.onCompleted()
                finish(.completed)
            }
        }))
    }

    /// Starts the time span of window `id`, unless a later window has already opened.
    private func startTimer(for id: Int) {
        guard id == chunks.chunkID else { return }
        let ended = input { [unowned self] (id: Int) in
            if chunks.timeSpanEnded(id) {
                closeWindowAndOpenNext()
            }
        }
        // A timer that ends before `send` returns has already started the next span.
        timer.replace { ended.send(id, after: timeSpan, on: scheduler) }
    }

    /// Completes the window, whose chunk has ended, and opens the next.
    private func closeWindowAndOpenNext() {
        let id = chunks.chunkID
        subject.onCompleted()
        subject = PublishSubject()
        forwardWindow()
        startTimer(for: id)
    }

    /// Sends the current window, unless this sequence's subscription has ended (windows still
    /// observed keep the source running, but nobody receives new windows).
    private func forwardWindow() {
        guard !isDisposed else { return }
        forwardNext(SplitPart(subject: subject, lifetime: lifetime))
    }

    private func finish(_ event: Event<Observable<Element>>) {
        if isDisposed {
            isStopped = true
        } else {
            forwardStop(event)
        }
    }
}
