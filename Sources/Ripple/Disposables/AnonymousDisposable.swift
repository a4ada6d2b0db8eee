/// Runs an action the first time it is disposed.
final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `action` is guarded by the striped lock for `self`.
    private var action: (@Sendable () -> Void)?

    init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    var isDisposed: Bool {
        StripedLock.withLock(for: self) { action == nil }
    }

    func dispose() {
        let action = StripedLock.withLock(for: self) { () -> (@Sendable () -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}
