extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of each inner sequence in the order they arrive, one inner sequence at a time:
    /// inner sequences that arrive while one is running wait their turn. As in RxSwift, this is
    /// exactly `merge(maxConcurrent: 1)`.
    ///
    /// Completes when this sequence and every inner sequence have completed; an error of any of
    /// them terminates the result. When this sequence completes while inner sequences are still
    /// running or waiting, it is unsubscribed at once and they run to the end. Inner sequences
    /// that complete synchronously are subscribed in a loop, so a long queue of them does not grow
    /// the stack.
    ///
    /// ```
    /// self:    -a---b-----|      a = -1-2-|, b = -3-|
    /// result:  --1-2--3---|
    /// ```
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}
