extension ObservableType {
    /// Maps each element to a sequence with `selector` and forwards the elements of the latest
    /// one only: a new source element disposes the subscription to the previous inner sequence.
    ///
    /// The result completes once the source and the latest inner sequence have completed. An
    /// error from the source, from the latest inner sequence, or thrown by `selector` ends the
    /// result.
    ///
    /// ```
    /// source:  -1-----2-----|
    /// inner 1:  a--b----c-|     (disposed when 2 arrives)
    /// inner 2:         x--y--|
    /// result:  -a--b---x--y--|
    /// ```
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        SwitchProducer(source: asObservable(), selector: selector)
    }

    /// Maps each element to an ``Infallible`` with `selector` and forwards the elements of the
    /// latest one only, as an ``Infallible``, as RxSwift does for infallible inner sequences.
    ///
    /// An error of the source, or one `selector` throws, still ends the result; as for any
    /// infallible that fails, it goes to ``Hooks/defaultErrorHandler`` unless the result is
    /// subscribed as an observable.
    ///
    /// ```
    /// source:  -1-----2-----|
    /// inner 1:  a--b----c-|     (disposed when 2 arrives)
    /// inner 2:         x--y--|
    /// result:  -a--b---x--y--|
    /// ```
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<Source.Element> {
        Infallible(SwitchProducer(source: asObservable(), selector: selector))
    }
}
