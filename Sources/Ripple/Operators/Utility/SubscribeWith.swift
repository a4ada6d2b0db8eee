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
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
