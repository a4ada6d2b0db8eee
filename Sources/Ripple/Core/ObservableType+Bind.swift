extension ObservableType {
    /// Forwards every event to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Forwards every event, with elements wrapped in optionals, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Calls `binder` with this sequence and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls the curried `binder` with this sequence and `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` for each element. A binding is not expected to fail: an error goes to
    /// ``Hooks/defaultErrorHandler``.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        return subscribe(onNext: onNext, onError: { error in
            Hooks.defaultErrorHandler(callStack, RxBindingError(underlying: error))
        })
    }
}

/// Wraps an error that reached a `bind(onNext:)` binding.
struct RxBindingError: Swift.Error, CustomStringConvertible {
    let underlying: Swift.Error

    var description: String { "Binding error: \(underlying)" }
}
