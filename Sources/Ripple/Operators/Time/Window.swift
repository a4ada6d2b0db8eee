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
        let timer = SerialDisposable()
        let sourceSubscription = SingleAssignmentDisposable()
        let lifetime = RefCountDisposable(disposable: Disposables.create(timer, sourceSubscription))
        let sink = WindowTimeCountSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler, timer: timer, lifetime: lifetime)
        sink.setUpstream(lifetime)
        sink.openFirstWindow()
        sink.startTimer(for: 0)
        sourceSubscription.setDisposable(source.subscribe(AnyObserver { sink.submit(.source($0)) }))
        return sink
    }
}

final class WindowTimeCountSink<Element, Observer: ObserverType>: SerializedSink<WindowTimeCountSink.Work, Observer>, TimerTarget, @unchecked Sendable where Observer.Element == Observable<Element> {
    // @unchecked Sendable: `subject`, `countInWindow` and `windowId` are only touched in
    // `process(_:)` (and in `openFirstWindow()` and `startTimer(for:)` before the source is
    // subscribed), which the delivery gate serializes; `timer` and `lifetime` are thread-safe; the
    // other properties are immutable.
    enum Work {
        case source(Event<Element>)
        case timer(id: Int)
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let timer: SerialDisposable
    private let lifetime: RefCountDisposable
    private var subject = PublishSubject<Element>()
    private var countInWindow = 0
    private var windowId = 0

    init(observer: Observer, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, timer: SerialDisposable, lifetime: RefCountDisposable) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        self.timer = timer
        self.lifetime = lifetime
        super.init(observer: observer)
    }

    /// Sends the first window.
    func openFirstWindow() {
        forwardWindow()
    }

    /// Starts the time span of window `id`, unless a later window has already opened.
    func startTimer(for id: Int) {
        guard id == windowId else { return }
        timer.disposable = scheduleTimer(id, after: timeSpan, on: scheduler)
    }

    func timerFired(_ token: Int) {
        submit(.timer(id: token))
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(.next(let element)):
            subject.onNext(element)
            countInWindow += 1
            if countInWindow == count {
                closeWindowAndOpenNext()
            }
        case .source(.error(let error)):
            subject.onError(error)
            finish(.error(error))
        case .source(.completed):
            subject.onCompleted()
            finish(.completed)
        case .timer(let id):
            guard id == windowId else { return }
            closeWindowAndOpenNext()
        }
    }

    private func closeWindowAndOpenNext() {
        countInWindow = 0
        windowId &+= 1
        let id = windowId
        subject.onCompleted()
        subject = PublishSubject()
        forwardWindow()
        startTimer(for: id)
    }

    /// Sends the current window, unless this sequence's subscription has ended (windows still
    /// observed keep the source running, but nobody receives new windows).
    private func forwardWindow() {
        guard !isDisposed else { return }
        forwardNext(WindowObservable(subject: subject, lifetime: lifetime))
    }

    private func finish(_ event: Event<Observable<Element>>) {
        if isDisposed {
            isStopped = true
        } else {
            forwardStop(event)
        }
    }
}

/// One window: the elements its subject receives, with the subscription counted in the
/// operator's lifetime.
final class WindowObservable<Element>: Producer<Element> {
    private let subject: PublishSubject<Element>
    private let lifetime: RefCountDisposable

    init(subject: PublishSubject<Element>, lifetime: RefCountDisposable) {
        self.subject = subject
        self.lifetime = lifetime
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = WindowObserverSink(observer: observer)
        let release = lifetime.retain()
        sink.setUpstream(Disposables.create(subject.subscribe(sink), release))
        return sink
    }
}

/// Forwards a window's events; its terminal event ends the subscription, releasing the window's
/// hold on the source.
final class WindowObserverSink<Observer: ObserverType>: ForwardingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: no state beyond Sink's.
}
