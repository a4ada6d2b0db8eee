extension ObservableConvertibleType where Element: Sendable {
    /// The sequence's elements as an `AsyncThrowingStream`, for `for try await` loops.
    ///
    /// ```swift
    /// for try await count in counter.values {
    ///     print(count)
    /// }
    /// ```
    ///
    /// Reading the property subscribes at once, and the stream buffers what arrives before it is
    /// iterated. The stream finishes when the sequence completes and throws its error when it
    /// fails. Cancelling the consuming task, or dropping the stream, disposes the subscription, on
    /// the thread that cancels; a subscription disposed before a terminal event finishes the
    /// stream with `CancellationError`.
    ///
    /// Elements cross from the thread that emits them to the consuming task, so they must be
    /// `Sendable`.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let observable = asObservable()
        return AsyncThrowingStream { continuation in
            // The consumer's cancellation (or dropping the stream) ends the subscription, on
            // that thread, as the concurrency contract says.
            let subscription = DisposedAnywhere(SingleAssignmentDisposable())
            continuation.onTermination = { _ in subscription.resource.dispose() }
            subscription.resource.setDisposable(observable.subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() },
                onDisposed: { continuation.finish(throwing: CancellationError()) }
            ))
        }
    }
}
