extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then emits the rest; an error
    /// of `other` before that fails the sequence.
    ///
    /// As in RxSwift, if the source completes before `other` has emitted, the sequence ends
    /// without any event (everything is unsubscribed), and if `other` completes without emitting,
    /// every element is dropped.
    ///
    /// ```
    /// source:            -1-2-3-4-|
    /// other:             ----x-|
    /// skip(until: other): -----3-4-|
    /// ```
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        UntilTrigger(source: asObservable(), trigger: other.asObservable(), mode: .skip)
    }
}
