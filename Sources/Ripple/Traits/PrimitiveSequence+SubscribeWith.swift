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
            onSuccess: weaklyBound(object, onSuccess),
            onFailure: weaklyBound(object, onFailure),
            onDisposed: weaklyBound(object, onDisposed)
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
            onSuccess: weaklyBound(object, onSuccess),
            onError: weaklyBound(object, onError),
            onCompleted: weaklyBound(object, onCompleted),
            onDisposed: weaklyBound(object, onDisposed)
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
            onCompleted: weaklyBound(object, onCompleted),
            onError: weaklyBound(object, onError),
            onDisposed: weaklyBound(object, onDisposed)
        )
    }
}
