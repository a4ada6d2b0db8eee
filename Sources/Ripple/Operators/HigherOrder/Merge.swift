extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of every inner sequence, as they arrive.
    ///
    /// The result completes once the outer sequence and every inner sequence have completed; an
    /// error from any of them ends the result and disposes every subscription.
    ///
    /// ```
    /// outer:   -a-----b------|
    /// a:        1--2----3-|
    /// b:               4--5-|
    /// result:  -1--2---43-5--|
    /// ```
    public func merge() -> Observable<Element.Element> {
        MergeProducer(source: asObservable()) { $0 }
    }
}
