import Ripple

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every event of the driver to each of `observers`.
    ///
    /// Unlike RxCocoa, `drive` does not stop the program when called off the main thread: the
    /// driver already delivers on its scheduler, and tests build and drive view models on any
    /// thread.
    ///
    /// ```
    /// driver:     -1-2-|
    /// observers:  -1-2-|
    /// ```
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        deliver(to: observers)
    }

    /// Sends every event of the driver, with elements wrapped in optionals, to each of
    /// `observers`.
    ///
    /// ```
    /// driver:     -1-2-|
    /// observers:  -a-b-|     a = Optional(1), b = Optional(2)
    /// ```
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        deliver(to: observers)
    }

    /// Sets each element as the value of each of `relays`; completion does not reach them.
    ///
    /// ```
    /// driver:         -1-2-|
    /// relay.value:    01-2--
    /// ```
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        accept(into: relays)
    }

    /// Sets each element, wrapped in an optional, as the value of each of `relays`.
    ///
    /// ```
    /// driver:         -1-2-|
    /// relay.value:    n1-2--     (n = nil, then Optional(1), Optional(2))
    /// ```
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        accept(into: relays)
    }

    /// Sends each element to each of `relays`; completion does not reach them.
    ///
    /// ```
    /// driver:  -1-2-|
    /// relays:  -1-2--
    /// ```
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        accept(into: relays)
    }

    /// Sends each element, wrapped in an optional, to each of `relays`.
    ///
    /// ```
    /// driver:  -1-2-|
    /// relays:  -a-b--     a = Optional(1), b = Optional(2)
    /// ```
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        accept(into: relays)
    }

    /// Calls `transformation` with the driver as an `Observable` and returns its result.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        transformation(asObservable())
    }

    /// Calls the curried `with` with the driver as an `Observable` and `curriedArgument`, and
    /// returns its result.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        with(asObservable())(curriedArgument)
    }

    /// Subscribes handlers that receive `object`, held weakly, with each event; once `object` is
    /// gone, the handlers are no longer called.
    ///
    /// ```
    /// driver:               -1-2-|
    /// onNext(object, ...):  -1-2-
    /// ```
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers for elements, completion and disposal; a driver never fails.
    ///
    /// ```
    /// driver:  -1-2-|
    /// onNext:  -1-2-
    /// ```
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes to the driver for its side effects only.
    public func drive() -> Disposable {
        asObservable().subscribe()
    }
}
