extension ObservableType {
    /// Maps an element to a sequence with `selector` and forwards that sequence's elements; the
    /// source elements that arrive while it is still running are ignored (`selector` is not
    /// called for them). Once it completes, the next source element starts a new one.
    ///
    /// The result completes once the source and the running inner sequence have completed. An
    /// error from the source, from the running inner sequence, or thrown by `selector` ends the
    /// result.
    ///
    /// ```
    /// source:    -1--2------3----|   (2 is ignored: inner 1 is still running)
    /// inner 1:    a--b--c-|
    /// inner 3:              x--y-|
    /// result:    -a--b--c---x--y-|
    /// ```
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        MergeProducer(source: asObservable(), ignoresWhileRunning: true, selector: selector)
    }
}
