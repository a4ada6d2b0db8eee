extension InfallibleType {
    /// Runs side effects at each point of the sequence's life, forwarding every event unchanged;
    /// see `ObservableType.do(onNext:afterNext:onError:afterError:onCompleted:afterCompleted:onSubscribe:onSubscribed:onDispose:)`.
    ///
    /// ```
    /// source:                     -1-2-|
    /// do(onNext: { print($0) }):  -1-2-|   (prints 1, then 2)
    /// ```
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        ))
    }

    /// Prints the subscriptions, events and disposals with `identifier`, as
    /// `ObservableType.debug(_:trimOutput:file:line:function:)` does.
    ///
    /// ```
    /// source:        -1-|
    /// debug("ids"):  -1-|    prints: ids -> subscribed, ids -> Event next(1), ...
    /// ```
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// Combines each element with `obj`, held weakly, using `resultSelector`; completes when an
    /// element arrives after `obj` is gone.
    ///
    /// ```
    /// source:                               -1-2-3-|
    /// withUnretained(obj) { "\($1)" }:      -1-2-|         (obj released between 2 and 3)
    /// ```
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; completes when an element arrives after `obj`
    /// is gone.
    ///
    /// ```
    /// source:               -1-2-3-|
    /// withUnretained(obj):  -a-b-|         a = (obj, 1), b = (obj, 2); obj released after 2
    /// ```
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }

    /// Forwards every event to each of `observers`.
    ///
    /// ```
    /// source:              -1-2-|
    /// observer receives:   -1-2-|
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Forwards every event, with elements wrapped in optionals, to each of `observers`.
    ///
    /// ```
    /// source:              -1-2-|
    /// observer receives:   -a-b-|      a = Optional(1), b = Optional(2)
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every element to each of `relays`.
    ///
    /// ```
    /// source:          -1-2-|
    /// relay accepts:   -1-2--      (completion does not reach the relay)
    /// ```
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Sends every element, wrapped in an optional, to each of `relays`.
    ///
    /// ```
    /// source:          -1-2-|
    /// relay accepts:   -a-b--      a = Optional(1), b = Optional(2)
    /// ```
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Calls `onNext` for each element.
    ///
    /// ```
    /// source:          -1-2-|
    /// onNext called:   -1-2--
    /// ```
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}
