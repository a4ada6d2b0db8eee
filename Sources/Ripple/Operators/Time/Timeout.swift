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
    /// unsubscribed and `other`'s events are forwarded from then on. As in RxSwift, they go
    /// straight to the observer, even once the subscription is disposed while `other` is being
    /// subscribed to.
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

final class Timeout<Element: Sendable>: DueTimeProducer<Element> {
    private let other: Observable<Element>

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.other = other
        super.init(source: source, dueTime: dueTime, scheduler: scheduler)
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TimeoutSink(observer: observer, other: other)
        sink.subscribe(source: source, dueTime: dueTime, scheduler: scheduler)
        sink.finishSubscribing()
        return sink
    }
}

final class TimeoutSink<Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `timerID` is only touched by input handlers, which the serializer runs one at a time
    // (and before the source is subscribed); `subscription` and `timer` are thread-safe; `other`
    // is immutable.
    typealias Element = Observer.Element

    /// The subscription to the source, then to `other`.
    private let subscription = SerialDisposable()
    private let timer = SerialDisposable()
    private let other: Observable<Element>
    /// The id of the timer waiting for the next source event; nil once switched to `other`.
    private var timerID: Int? = 0

    init(observer: Observer, other: Observable<Element>) {
        self.other = other
        super.init(observer: observer)
    }

    /// Starts waiting for the first event, then subscribes to `source`.
    func subscribe(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        setUpstream(Disposables.create(subscription, timer))
        let fired = input { [unowned self] (id: Int) in
            guard id == timerID else { return }
            timerID = nil
            tearDown { subscription.disposable = other.subscribe(sourceObserver { [unowned self] in forwardOther($0) }) }
        }
        let firing = fired.timer(after: dueTime, on: scheduler)
        timer.disposable = firing.start(0)
        original.setDisposable(source.subscribe(sourceObserver { [unowned self] event in
            guard let id = timerID else { return }
            timerID = id &+ 1
            forward(event)
            if !event.isStopEvent, let next = timerID {
                timer.disposable = firing.start(next)
            }
        }))
    }

    /// Forwards an event of `other` as RxSwift's timeout does: straight to the observer, also once
    /// this sink is disposed (the elements `other` still sends while it is being subscribed to
    /// reach the observer's handlers), a terminal event then disposing this sink.
    private func forwardOther(_ event: Event<Element>) {
        do {
            #if DEBUG
            beginDelivery(isTerminal: event.isStopEvent, to: Observer.self)
            defer { endDelivery() }
            #endif
            observer.on(event)
        }
        if event.isStopEvent {
            dispose()
        }
    }
}
