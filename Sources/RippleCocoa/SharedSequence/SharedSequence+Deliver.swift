import Ripple

/// The subscriptions behind `drive` and `emit`, which differ only in name and in the relays they
/// accept.
extension SharedSequenceConvertibleType {
    /// Forwards every event to each of `observers`.
    func deliver<Observer: ObserverType>(to observers: [Observer]) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Forwards every event, with elements wrapped in optionals, to each of `observers`.
    func deliver<Observer: ObserverType>(to observers: [Observer]) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers {
                observer.on(event)
            }
        }
    }

    /// Sends every element to each of `relays`; completion ends the subscription without reaching
    /// the relays, which never terminate.
    func accept<Relay: RelayType>(into relays: [Relay]) -> Disposable where Relay.Element == Element {
        asObservable().subscribe(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        })
    }

    /// Sends every element, wrapped in an optional, to each of `relays`.
    func accept<Relay: RelayType>(into relays: [Relay]) -> Disposable where Relay.Element == Element? {
        asObservable().subscribe(onNext: { element in
            for relay in relays {
                relay.accept(element)
            }
        })
    }
}
