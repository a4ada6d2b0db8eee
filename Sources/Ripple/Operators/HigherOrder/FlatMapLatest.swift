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
}
