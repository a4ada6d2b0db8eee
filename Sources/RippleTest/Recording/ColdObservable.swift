import Ripple

/// Emits its recorded events to each subscriber at times relative to its subscription.
@usableFromInline
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state besides what the superclass guards.

    @usableFromInline
    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>], columns events: RecordedEventColumns<Element>) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents, columns: events)
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = logSubscription()
        let scheduled = CompositeDisposable()
        let events = events
        let source = SchedulingSource.coldSubscription(ObjectIdentifier(self), index: index, subscribedAt: testScheduler.clock)
        testScheduler.withSchedulingSource(source) {
            for (index, time) in events.times.enumerated() {
                let item = testScheduler.scheduleRelativeVirtual(index, dueTime: time) { index in
                    events.send(index, to: observer)
                    return Disposables.create()
                }
                scheduled.insert(item)
            }
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            self?.logUnsubscription(at: index)
        }
    }
}
