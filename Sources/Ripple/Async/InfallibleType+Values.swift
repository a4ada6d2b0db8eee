extension InfallibleType where Element: Sendable {
    /// The sequence's elements as an `AsyncStream`, for `for await` loops: the sequence cannot
    /// fail, so neither can the loop.
    ///
    /// ```swift
    /// for await name in names.values {
    ///     print(name)
    /// }
    /// ```
    ///
    /// Reading the property subscribes at once, and the stream buffers what arrives before it is
    /// iterated. The stream finishes when the sequence completes. Cancelling the consuming task,
    /// or dropping the stream, disposes the subscription, on the thread that cancels.
    public var values: AsyncStream<Element> {
        asObservable().nonThrowingValues()
    }
}

extension ObservableConvertibleType where Element: Sendable {
    /// The elements as an `AsyncStream` that finishes when the sequence terminates, whether it
    /// completes or fails, or when the subscription is disposed; cancelling the consuming task or
    /// dropping the stream disposes the subscription. The `values` of sequences that cannot fail
    /// (``Infallible``, and RippleCocoa's shared sequences) are this stream.
    package func nonThrowingValues() -> AsyncStream<Element> {
        let observable = asObservable()
        return AsyncStream { continuation in
            // The consumer's cancellation (or dropping the stream) ends the subscription, on
            // that thread, as the concurrency contract says.
            let subscription = DisposedAnywhere(SingleAssignmentDisposable())
            continuation.onTermination = { _ in subscription.resource.dispose() }
            subscription.resource.setDisposable(observable.subscribe(
                onNext: { continuation.yield($0) },
                onDisposed: { continuation.finish() }
            ))
        }
    }
}
