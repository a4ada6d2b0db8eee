extension ObservableType {
    /// Subscribes handlers that receive `object`, held weakly, with each event; once `object` is
    /// gone, the handlers are no longer called, but the subscription goes on until it terminates
    /// or is disposed.
    ///
    /// As in RxSwift, an error without an `onError` handler is dropped rather than sent to
    /// ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// onNext(obj, _):   -1-2---        (obj released between 2 and 3: no more calls)
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: weaklyBound(object, onNext),
            onError: weaklyBound(object, onError),
            onCompleted: weaklyBound(object, onCompleted),
            onDisposed: weaklyBound(object, onDisposed)
        )
    }
}

/// `handler` with `object`, held weakly, as its first argument; the result does nothing once
/// `object` is gone, or when there is no handler. The `subscribe(with:)` forms are built on it.
func weaklyBound<Object: AnyObject, Value>(_ object: Object, _ handler: ((Object, Value) -> Void)?) -> (Value) -> Void {
    { [weak object] value in
        guard let object else { return }
        handler?(object, value)
    }
}

/// `handler` with `object`, held weakly, as its argument; the result does nothing once `object`
/// is gone, or when there is no handler.
func weaklyBound<Object: AnyObject>(_ object: Object, _ handler: ((Object) -> Void)?) -> () -> Void {
    { [weak object] in
        guard let object else { return }
        handler?(object)
    }
}
