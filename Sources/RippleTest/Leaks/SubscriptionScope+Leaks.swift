import Foundation
import Ripple

extension SubscriptionScope {
    /// Waits up to `timeout` seconds for the scope's subscriptions to be released, blocking the
    /// thread, and describes those still alive; nil when none is.
    func leaks(waitingUpTo timeout: TimeInterval) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while liveCount > 0 && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        return leakDescription()
    }

    /// Waits up to `timeout` seconds for the scope's subscriptions to be released, suspending the
    /// task, and describes those still alive; nil when none is.
    func leaks(waitingUpTo timeout: TimeInterval) async -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while liveCount > 0 && Date() < deadline {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return leakDescription()
    }

    /// The subscriptions still alive, one per line, with advice; nil when none is.
    private func leakDescription() -> String? {
        let alive = liveTypeNames
        guard !alive.isEmpty else { return nil }
        let headline = alive.count == 1
            ? "1 subscription made in this test is still alive (leaked):"
            : "\(alive.count) subscriptions made in this test are still alive (leaked):"
        let advice = "Dispose them (or their DisposeBag), complete their sources, or break the retain cycle that keeps them."
        return ([headline] + alive.map { "  \($0)" } + [advice]).joined(separator: "\n")
    }
}
