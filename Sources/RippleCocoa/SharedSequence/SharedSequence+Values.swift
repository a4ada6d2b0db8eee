import Ripple

extension SharedSequence where Element: Sendable {
    /// The elements as an `AsyncStream`, for `for await` loops: a shared sequence cannot fail, so
    /// neither can the loop.
    ///
    /// ```swift
    /// for await isSending in viewModel.isSending.values {
    ///     sendButton.isEnabled = !isSending
    /// }
    /// ```
    ///
    /// As in RxCocoa, the property belongs to the main actor: read it there, or with `await`
    /// elsewhere. Reading it subscribes at once, and the stream buffers what arrives before it is
    /// iterated. The stream finishes when the sequence completes. Cancelling the consuming task,
    /// or dropping the stream, disposes the subscription, on the thread that cancels.
    ///
    /// Elements cross from the sharing scheduler's thread to the consuming task, so they must be
    /// `Sendable`.
    @MainActor public var values: AsyncStream<Element> {
        nonThrowingValues()
    }
}
