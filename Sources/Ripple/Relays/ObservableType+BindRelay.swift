extension ObservableType {
    /// Sends every element to each of `relays`; completion ends the binding without reaching the
    /// relays, which never terminate.
    ///
    /// A binding is not expected to fail: an error ends it and goes to
    /// ``Hooks/defaultErrorHandler`` (RxRelay stops the program in debug builds instead).
    ///
    /// ```
    /// source:          -1-2-|
    /// relay accepts:   -1-2--      (completion does not reach the relay)
    /// ```
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        bindElements(to: relays) { $0 }
    }

    /// Sends every element, wrapped in an optional, to each of `relays`; completion ends the
    /// binding without reaching the relays.
    ///
    /// A binding is not expected to fail: an error ends it and goes to
    /// ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source:          -1-2-|
    /// relay accepts:   -a-b--      a = Optional(1), b = Optional(2)
    /// ```
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        bindElements(to: relays) { $0 }
    }

    private func bindElements<Relay: RelayType>(to relays: [Relay], _ wrap: @escaping (Element) -> Relay.Element) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        return subscribe(
            onNext: { element in
                for relay in relays {
                    relay.accept(wrap(element))
                }
            },
            onError: { error in
                Hooks.defaultErrorHandler(callStack, RxBindingError(underlying: error))
            }
        )
    }
}
