extension ObservableType where Element: Sendable {
    /// Subscribes to the source only after `dueTime`; its events then pass unchanged.
    ///
    /// The source is subscribed on `scheduler`, so its elements may arrive on another thread and
    /// must be `Sendable`.
    ///
    /// ```
    /// source (cold):              -1-2-|
    /// delaySubscription(3 ticks): ----1-2-|
    /// ```
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscription(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class DelaySubscription<Element: Sendable>: DueTimeProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DelaySubscriptionSink(observer: observer, source: source)
        sink.holdUpstream(sink.subscription)
        // A timer that fires before `scheduleRelative` returns has already subscribed the source.
        sink.subscription.replace {
            scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                sink.subscribeSource()
                return Disposables.create()
            }
        }
        sink.finishSubscribing()
        return sink
    }
}

final class DelaySubscriptionSink<Observer: ObserverType>: ForwardingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `source` is immutable and subscribed once, by the timer; `subscription`
    // is thread-safe.

    /// The pending timer, then the subscription to the source.
    let subscription = SerialDisposable()
    private let source: Observable<Observer.Element>

    init(observer: Observer, source: Observable<Observer.Element>) {
        self.source = source
        super.init(observer: observer)
    }

    /// Subscribes to the source; the timer calls it once.
    func subscribeSource() {
        subscription.disposable = source.subscribe(self)
    }
}
