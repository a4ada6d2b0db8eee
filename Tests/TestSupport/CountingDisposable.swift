import Ripple

/// A disposable that counts how often it is disposed; `Sendable`, so a test can hand it to code
/// that disposes it on another thread and still read the count.
public final class CountingDisposable: Disposable, Sendable {
    private let disposals = Locked(0)

    public init() {}

    /// How often ``dispose()`` was called.
    public var count: Int { disposals.value }

    public func dispose() {
        disposals.withValue { $0 += 1 }
    }
}
