extension PrimitiveSequence {
    /// Prints the trait's subscriptions, events and disposals with `identifier`, as
    /// `ObservableType.debug(_:trimOutput:file:line:function:)` does, and keeps its outcome.
    ///
    /// ```
    /// single:          --1|
    /// debug("value"):  --1|     prints: value -> subscribed, value -> Event next(1),
    ///                                   value -> Event completed, value -> isDisposed
    /// ```
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
