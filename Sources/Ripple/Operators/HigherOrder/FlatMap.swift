extension ObservableType {
    /// Maps each element to a sequence with `selector` and merges the elements of all those
    /// sequences, as they arrive.
    ///
    /// The result completes once the source and every inner sequence have completed. An error
    /// from the source, from any inner sequence, or thrown by `selector` ends the result and
    /// disposes every subscription. Inner sequences may emit from different threads: the result
    /// still delivers one event at a time.
    ///
    /// ```
    /// source:  -1-----2------|
    /// inner 1:  a--b--c-|
    /// inner 2:         x--y-|
    /// result:  -a--b--cx--y--|
    /// ```
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), selector: selector)
    }
}
