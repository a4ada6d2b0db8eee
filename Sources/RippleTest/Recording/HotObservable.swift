import Ripple

/// Emits its recorded events at their absolute virtual times to whoever is subscribed then.
///
/// The scheduler keeps it until its last event, as in RxTest, so a hot observable that only a
/// subscription refers to (`scheduler.createHotObservable(...).bind(to: relay)`) still emits.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `observers` and `nextKey` are guarded by the inherited `lock`.
    private var observers: [(key: Int, handler: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            let event = recorded.value
            testScheduler.scheduleAt(recorded.time) { [self] in
                let snapshot = lock.withLock { observers }
                for observer in snapshot { observer.handler(event) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = lock.withLock {
            defer { nextKey += 1 }
            observers.append((nextKey, observer.on))
            return nextKey
        }
        let index = logSubscription()
        return Disposables.create { [weak self] in
            guard let self else { return }
            lock.withLock { observers.removeAll { $0.key == key } }
            logUnsubscription(at: index)
        }
    }
}
