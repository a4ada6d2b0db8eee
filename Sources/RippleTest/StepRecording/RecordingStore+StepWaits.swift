import Foundation
import Ripple

extension RecordingStore where Element: Sendable {
    /// Waits until more than `count` events are recorded, the sequence has ended, the recorder is
    /// disposed, the task is cancelled, or `timeout` seconds have passed, whichever comes first.
    ///
    /// The check under the lock only counts events, so no user code runs while it is held.
    func waitForEvents(after count: Int, timeout: TimeInterval) async {
        let store = self
        let id = store.announceWait()
        _ = try? await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Swift.Error>) in
                let wait = PendingWait(
                    check: { state in
                        guard state.events.count > count || state.stopEvent != nil || state.isDisposed else { return nil }
                        return { continuation.resume() }
                    },
                    fail: { continuation.resume(throwing: $0) },
                    awaited: "an event",
                    timeout: timeout
                )
                store.register(id, wait)
            }
        } onCancel: {
            store.cancel(id)
        }
    }
}
