import Foundation
import Ripple
import Testing
import TestSupport

/// The calling thread's identity: equal (and equally hashed) on the same thread, different on
/// other threads.
@Suite(.tags(.threads)) struct ThreadIdentityTests {
    @Test func aThreadHasOneIdentity() {
        let first = ThreadIdentity.current
        let second = ThreadIdentity.current
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
    }

    @Test func threadsAliveTogetherHaveDifferentIdentities() {
        let identities = Locked<[ThreadIdentity]>([])
        let read = DispatchGroup()
        // The threads stay alive until every identity is read, so that no thread's identity is
        // reused by another before.
        let compared = DispatchSemaphore(value: 0)
        for _ in 0..<3 {
            read.enter()
            Thread {
                identities.append(ThreadIdentity.current)
                read.leave()
                _ = compared.wait(timeout: .now() + 30)
            }.start()
        }
        #expect(read.wait(timeout: .now() + 30) == .success)
        let all = identities.value + [ThreadIdentity.current]
        for _ in 0..<3 { compared.signal() }
        #expect(all.count == 4)
        #expect(Set(all).count == 4)
    }
}
