extension ObservableType where Element: Sendable {
    /// Fails with `RxError.timeout` when the first element does not arrive within `dueTime` of
    /// subscribing, or a later one within `dueTime` of the previous one.
    ///
    /// The timers run on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:            -1-2------3-|
    /// timeout(3 ticks):  -1-2--#
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timeout(source: asObservable(), dueTime: dueTime, other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when the first element does not arrive within `dueTime` of
    /// subscribing, or a later one within `dueTime` of the previous one: the source is
    /// unsubscribed and `other`'s events are forwarded from then on.
    ///
    /// The timers run on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:                    -1-2------3-|
    /// other (cold):              -a-b|
    /// timeout(3 ticks, other:):  -1-2---a-b|
    /// ```
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType) -> Observable<Element> where Source.Element == Element {
        Timeout(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

final class Timeout<Element: Sendable>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TimeoutSink(observer: observer, dueTime: dueTime, other: other, scheduler: scheduler)
        let original = SingleAssignmentDisposable()
        sink.subscription.disposable = original
        sink.setUpstream(Disposables.create(sink.subscription, sink.timer))
        sink.startTimer()
        original.setDisposable(source.subscribe(AnyObserver { sink.submit(.source($0)) }))
        return sink
    }
}

final class TimeoutSink<Observer: ObserverType>: SerializedSink<TimeoutSink.Work, Observer>, TimerTarget, @unchecked Sendable {
    // @unchecked Sendable: `timerId` and `switched` are only touched in `process(_:)` (and in
    // `startTimer()` before the source is subscribed), which the delivery gate serializes;
    // `subscription` and `timer` are thread-safe; the other properties are immutable.
    typealias Element = Observer.Element

    enum Work {
        case source(Event<Element>)
        case other(Event<Element>)
        case timer(id: Int)
    }

    /// The subscription to the source, then to `other`.
    let subscription = SerialDisposable()
    let timer = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    private var timerId = 0
    private var switched = false

    init(observer: Observer, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    /// Starts waiting `dueTime` for the next element, replacing the previous wait.
    func startTimer() {
        timer.disposable = scheduleTimer(timerId, after: dueTime, on: scheduler)
    }

    func timerFired(_ token: Int) {
        submit(.timer(id: token))
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(let event):
            guard !switched else { return }
            timerId &+= 1
            forward(event)
            if !event.isStopEvent {
                startTimer()
            }
        case .timer(let id):
            guard id == timerId else { return }
            switched = true
            subscription.disposable = other.subscribe(AnyObserver { [self] in submit(.other($0)) })
        case .other(let event):
            forward(event)
        }
    }
}
