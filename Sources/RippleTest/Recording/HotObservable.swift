import Ripple

/// Emits its recorded events at their absolute virtual times to whoever is subscribed then.
///
/// The scheduler keeps it until its last event, as in RxTest, so a hot observable that only a
/// subscription refers to (`scheduler.createHotObservable(...).bind(to: relay)`) still emits.
@usableFromInline
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `subscribers` is guarded by its lock.

    private let subscribers = LockedState(HotSubscribers())

    @usableFromInline
    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], columns events: RecordedEventColumns<Element>) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents, columns: events)
        testScheduler.withSchedulingSource(.hotObservable(ObjectIdentifier(self))) {
            testScheduler.scheduleWithoutDisposable(atEach: events.times) { [self] index in
                let snapshot = subscribers.withLock { $0.inDeliveryOrder }
                for subscriber in snapshot { subscriber.deliver(index) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let events = events
        let subscriber = subscribers.withLock { subscribers in
            subscribers.add { index in events.send(index, to: observer) }
        }
        let logIndex = logSubscription()
        return Disposables.create { [weak self] in
            guard let self else { return }
            subscribers.withLock { $0.remove(subscriber) }
            logUnsubscription(at: logIndex)
        }
    }
}

/// A hot observable's subscribers, in delivery order.
///
/// Not generic, so that taking a snapshot of them and walking it at each event looks up no
/// metadata.
private struct HotSubscribers {
    /// In delivery order (RxTest's, see `DeliveryOrder`).
    private(set) var inDeliveryOrder: ContiguousArray<HotSubscriber> = []
    private var order = DeliveryOrder()
    private var nextKey: UInt64 = 0

    /// Adds a subscriber that delivers with `deliver`, at its place in the delivery order.
    mutating func add(_ deliver: @escaping (Int) -> Void) -> HotSubscriber {
        let subscriber = HotSubscriber(key: nextKey, deliver: deliver)
        nextKey += 1
        switch order.place(subscriber.key) {
        case .first: inDeliveryOrder.insert(subscriber, at: 0)
        case .last: inDeliveryOrder.append(subscriber)
        }
        return subscriber
    }

    /// Removes `subscriber`.
    mutating func remove(_ subscriber: HotSubscriber) {
        inDeliveryOrder.removeAll { $0 === subscriber }
        order.remove(subscriber.key)
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
