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
        SkipUntil(source: asObservable(), other: other.asObservable())
    }
}

/// `skip(until:)` with another sequence, under the name the Traits' operators use.
final class SkipUntil<Element, Other>: UntilTrigger<Element, Other> {
    init(source: Observable<Element>, other: Observable<Other>) {
        super.init(source: source, trigger: other, mode: .skip)
    }
}
