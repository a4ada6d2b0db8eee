import Ripple

/// A test observable that emits recorded events and logs every subscription.
///
/// Made by ``TestScheduler/createHotObservable(_:)`` or ``TestScheduler/createColdObservable(_:)``.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: `subscriptionLog` is guarded by `lock`; subclasses guard their own state
    // with the same lock.

    /// The events this observable emits.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// The same events, ready to send.
    @usableFromInline let events: RecordedEventColumns<Element>

    /// The scheduler whose clock times the events and subscriptions.
    let testScheduler: TestScheduler
    let lock = Lock.make()
    private var subscriptionLog: [Subscription] = []

    @usableFromInline
    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], columns events: RecordedEventColumns<Element>) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        self.events = events
        testScheduler.hooks?.observableLog?.append(self)
    }

    /// Every subscription so far: when it started and when it was disposed.
    public var subscriptions: [Subscription] {
        lock.withLock { subscriptionLog }
    }

    /// The observable as an `Observable`, which subscribes to it.
    ///
    /// Its events need no serializing (the scheduler sends them from the thread that runs it), so
    /// the observable skips what `create` adds for that; it still ignores anything after a
    /// terminal event or after disposal.
    public func asObservable() -> Observable<Element> {
        Observable.serialSource { [self] observer in subscribe(observer) }
    }

    /// Subscribes `observer`; subclasses override it.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("TestableObservable.subscribe is abstract; \(type(of: self)) must override it")
    }

    /// Logs a subscription starting now and returns its index (the lock is not held).
    func logSubscription() -> Int {
        let now = testScheduler.clock
        return lock.withLock {
            subscriptionLog.append(Subscription(now))
            return subscriptionLog.count - 1
        }
    }

    /// Logs that the subscription at `index` ended now.
    func logUnsubscription(at index: Int) {
        let now = testScheduler.clock
        lock.withLock {
            let existing = subscriptionLog[index]
            subscriptionLog[index] = Subscription(existing.subscribe, now)
        }
    }
}
