/// Runs an action the first time it is disposed.
///
/// Not `Sendable`: the action may capture non-`Sendable` state. The lock only makes "at most once"
/// hold when the disposable is disposed re-entrantly or by Ripple on the subscription's behalf.
final class AnonymousDisposable: Cancelable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool {
        StripedLock.withLock(for: self) { action == nil }
    }

    func dispose() {
        let action = StripedLock.withLock(for: self) { () -> (() -> Void)? in
            defer { self.action = nil }
            return self.action
        }
        action?()
    }
}
