import Ripple

extension ObservableType {
    /// Calls `onNext` with `object`, held weakly, and each element; once `object` is gone,
    /// elements are ignored. A binding is not expected to fail: an error goes to
    /// `Hooks.defaultErrorHandler`, as with `bind(onNext:)`.
    ///
    /// ```
    /// source:               -1-2-|
    /// onNext(object, ...):  -1-2-
    /// ```
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        bind(onNext: { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        })
    }
}
