extension ObservableType {
    /// Emits the source's elements until `other` emits an element (then completes) or fails
    /// (then fails); completion of `other` alone changes nothing.
    ///
    /// ```
    /// source:           -1-2-3-4-|
    /// other:            -----x---
    /// take(until: other): -1-2-|
    /// ```
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        UntilTrigger(source: asObservable(), trigger: other.asObservable(), mode: .take)
    }
}
