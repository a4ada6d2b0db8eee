extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes handlers that receive `object`, held weakly, with the outcome; once `object` is
    /// gone, the handlers are no longer called.
    ///
    /// As in RxSwift, an error without an `onFailure` handler is dropped rather than sent to
    /// ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// single:               --1|
    /// onSuccess(obj, _):    --1         (not called if obj is gone by then)
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
            },
            onFailure: { [weak object] error in
                guard let object else { return }
                onFailure?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes handlers that receive `object`, held weakly, with the outcome; once `object` is
    /// gone, the handlers are no longer called.
    ///
    /// As in RxSwift, an error without an `onError` handler is dropped rather than sent to
    /// ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// maybe:                --|
    /// onCompleted(obj):     --*         (not called if obj is gone by then)
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
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

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes handlers that receive `object`, held weakly, with the outcome; once `object` is
    /// gone, the handlers are no longer called.
    ///
    /// As in RxSwift, an error without an `onError` handler is dropped rather than sent to
    /// ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// completable:          --|
    /// onCompleted(obj):     --*         (not called if obj is gone by then)
    /// ```
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}
