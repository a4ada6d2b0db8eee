import Ripple

/// Emits its recorded events at their absolute virtual times to whoever is subscribed then.
///
/// The scheduler keeps it until its last event, as in RxTest, so a hot observable that only a
/// subscription refers to (`scheduler.createHotObservable(...).bind(to: relay)`) still emits.
@usableFromInline
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `subscribers` is guarded by the inherited `lock`, which also excludes
    // overlapping accesses, so it skips Swift's dynamic exclusivity checks.

    /// In delivery order (RxTest's, see `DeliveryOrder`). Not generic, so that taking a snapshot
    /// of it and walking it at each event looks up no metadata (which cost more than the delivery
    /// itself).
    @exclusivity(unchecked) private var subscribers: ContiguousArray<HotSubscriber> = []
    @exclusivity(unchecked) private var order = DeliveryOrder()
    @exclusivity(unchecked) private var nextKey: UInt64 = 0

    @usableFromInline
    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], columns events: RecordedEventColumns<Element>) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents, columns: events)
        testScheduler.withSchedulingSource(.hotObservable(ObjectIdentifier(self))) {
            testScheduler.scheduleWithoutDisposable(atEach: events.times) { [self] index in
                let snapshot = lock.withLock { subscribers }
                for subscriber in snapshot { subscriber.deliver(index) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let events = events
        let subscriber = lock.withLock { () -> HotSubscriber in
            let subscriber = HotSubscriber(key: nextKey) { index in events.send(index, to: observer) }
            nextKey += 1
            switch order.place(subscriber.key) {
            case .first: subscribers.insert(subscriber, at: 0)
            case .last: subscribers.append(subscriber)
            }
            return subscriber
        }
        let logIndex = logSubscription()
        return Disposables.create { [weak self] in
            guard let self else { return }
            lock.withLock {
                subscribers.removeAll { $0 === subscriber }
                order.remove(subscriber.key)
            }
            logUnsubscription(at: logIndex)
        }
    }
}

/// One subscription to a hot observable: delivers the recorded event at an index of its events.
private final class HotSubscriber {
    let key: UInt64
    let deliver: (Int) -> Void

    init(key: UInt64, deliver: @escaping (Int) -> Void) {
        self.key = key
        self.deliver = deliver
    }
}
