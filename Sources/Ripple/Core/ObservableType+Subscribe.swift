extension ObservableType {
    /// Subscribes a handler that receives every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        SubscribeObserver(onEvent: on).subscribe(to: self)
    }

    /// Subscribes handlers for elements, the error, completion and disposal.
    ///
    /// `onDisposed` runs once, after a terminal event or when the subscription is disposed. An
    /// error with no `onError` handler goes to ``Hooks/defaultErrorHandler``.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        SubscribeObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
            .subscribe(to: self)
    }
}
