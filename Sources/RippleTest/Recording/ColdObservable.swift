import Ripple

/// Emits its recorded events to each subscriber at times relative to its subscription.
@usableFromInline
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state besides what the superclass guards.

    @usableFromInline
    override init(testScheduler: TestScheduler, events: DeliverableEvents<Element>) {
        super.init(testScheduler: testScheduler, events: events)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = logSubscription()
        let scheduled = CompositeDisposable()
        let events = events
        for (index, recorded) in events.recorded.enumerated() {
            let item = testScheduler.scheduleRelativeVirtual(index, dueTime: recorded.time) { index in
                events.send(index, to: observer)
                return Disposables.create()
            }
            scheduled.insert(item)
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.logUnsubscription(at: index)
        }
    }
}
