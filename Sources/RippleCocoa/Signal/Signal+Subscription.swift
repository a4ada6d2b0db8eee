import Ripple

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every event of the signal to each of `observers`.
    ///
    /// ```
    /// signal:     -1-2-|
    /// observers:  -1-2-|
    /// ```
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        deliver(to: observers)
    }

    /// Sends every event of the signal, with elements wrapped in optionals, to each of
    /// `observers`.
    ///
    /// ```
    /// signal:     -1-2-|
    /// observers:  -a-b-|     a = Optional(1), b = Optional(2)
    /// ```
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        deliver(to: observers)
    }

    /// Sets each element as the value of each of `relays`; completion does not reach them.
    ///
    /// ```
    /// signal:       -1-2-|
    /// relay.value:  01-2--
    /// ```
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        accept(into: relays)
    }

    /// Sets each element, wrapped in an optional, as the value of each of `relays`.
    ///
    /// ```
    /// signal:       -1-2-|
    /// relay.value:  n1-2--     (n = nil, then Optional(1), Optional(2))
    /// ```
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        accept(into: relays)
    }

    /// Sends each element to each of `relays`; completion does not reach them.
    ///
    /// ```
    /// signal:  -1-2-|
    /// relays:  -1-2--
    /// ```
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        accept(into: relays)
    }

    /// Sends each element, wrapped in an optional, to each of `relays`.
    ///
    /// ```
    /// signal:  -1-2-|
    /// relays:  -a-b--     a = Optional(1), b = Optional(2)
    /// ```
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        accept(into: relays)
    }

    /// Sends each element to each of `relays`; completion does not reach them.
    ///
    /// ```
    /// signal:  -1-2-|
    /// relays:  -1-2--
    /// ```
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        accept(into: relays)
    }

    /// Sends each element, wrapped in an optional, to each of `relays`.
    ///
    /// ```
    /// signal:  -1-2-|
    /// relays:  -a-b--     a = Optional(1), b = Optional(2)
    /// ```
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        accept(into: relays)
    }

    /// Subscribes handlers that receive `object`, held weakly, with each event; once `object` is
    /// gone, the handlers are no longer called.
    ///
    /// ```
    /// signal:               -1-2-|
    /// onNext(object, ...):  -1-2-
    /// ```
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers for elements, completion and disposal; a signal never fails.
    ///
    /// ```
    /// signal:  -1-2-|
    /// onNext:  -1-2-
    /// ```
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes to the signal for its side effects only.
    public func emit() -> Disposable {
        asObservable().subscribe()
    }
}
