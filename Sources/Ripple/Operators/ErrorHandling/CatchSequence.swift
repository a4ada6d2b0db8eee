extension ObservableType {
    /// The elements of each sequence of `sequence` in turn, moving to the next one each time one
    /// fails, until one completes.
    ///
    /// The failed sequence is disposed before the next one is subscribed. When every sequence has
    /// failed, the result fails with the last error; an empty `sequence` completes at once. The
    /// sequences are taken from `sequence` one at a time, as needed, for each subscription.
    /// Sequences that fail synchronously are tried in a loop, so the stack does not grow.
    ///
    /// ```
    /// a:                          -1-#
    /// b:                             -2-#
    /// c:                                -3-|
    /// catch(sequence: [a, b, c]): -1--2--3-|
    /// ```
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        IteratedSources(sequence, advancesOn: .onError)
    }
}
