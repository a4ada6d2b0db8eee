/// An observation of a mock's calls made by ``MockCallObservers/observe(_:_:)``: it ends when it
/// is cancelled or released.
public final class MockCallObservation: Sendable {
    private let end: MockLocked<(@Sendable () -> Void)?>

    init(end: @escaping @Sendable () -> Void) {
        self.end = MockLocked(end)
    }

    /// Ends the observation; later calls are not observed. Cancelling twice does nothing more.
    public func cancel() {
        let end = end.withValue { end in
            defer { end = nil }
            return end
        }
        end?()
    }

    deinit {
        cancel()
    }
}
