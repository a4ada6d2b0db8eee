import Foundation
@testable import Ripple
import Testing
import TestSupport

/// The box that carries a non-`Sendable` resource across a `@Sendable` boundary: the resource
/// arrives on the other thread as the same instance and is disposed there.
@Suite(.tags(.threads)) struct DisposedAnywhereTests {
    /// A non-`Sendable` resource that records the thread that disposed it.
    private final class Resource: Disposable {
        var disposals: [ThreadIdentity] = []

        func dispose() {
            disposals.append(ThreadIdentity.current)
        }
    }

    @Test func theResourceIsDisposedOnTheThreadThatEndsTheSubscription() {
        let resource = Resource()
        let box = DisposedAnywhere(resource)
        let ender = Locked<ThreadIdentity?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
            ender.value = ThreadIdentity.current
            box.resource.dispose()
            done.signal()
        }.start()
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(box.resource === resource)
        #expect(resource.disposals.count == 1)
        #expect(resource.disposals.first == ender.value)
        #expect(resource.disposals.first != ThreadIdentity.current)
    }
}
