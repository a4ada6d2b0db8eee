import Ripple

/// Emits its recorded events to each subscriber at times relative to its subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: no state besides what the superclass guards.

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = logSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            let item = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.send(recorded: recorded.value)
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
