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
        TakeUntil(source: asObservable(), other: other.asObservable())
    }
}

/// `take(until:)` with another sequence, under the name the Traits' operators use.
final class TakeUntil<Element, Other>: UntilTrigger<Element, Other> {
    init(source: Observable<Element>, other: Observable<Other>) {
        super.init(source: source, trigger: other, mode: .take)
    }
}
