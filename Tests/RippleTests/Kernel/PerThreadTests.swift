import Foundation
import Ripple
import Testing
import TestSupport

/// Per-thread storage: an instance made on a thread's first read and kept for its later reads, a
/// different instance on each thread, and each released when its thread exits.
@Suite(.tags(.threads)) struct PerThreadTests {
    /// A per-thread value whose identity the tests compare.
    private final class Instance {}

    @Test func aThreadReadsTheInstanceItMadeOnItsFirstRead() {
        let made = Locked(0)
        let storage = PerThread { () -> Instance in
            made.withValue { $0 += 1 }
            return Instance()
        }
        let first = storage.current
        let second = storage.current
        #expect(first === second)
        #expect(made.value == 1)
    }

    @Test func eachThreadHasAnInstanceOfItsOwn() {
        let storage = PerThread { Instance() }
        let onThisThread = ObjectIdentifier(storage.current)
        let onOtherThreads = Locked<[(first: ObjectIdentifier, again: ObjectIdentifier)]>([])
        let finished = DispatchGroup()
        // The threads stay alive until both have read, so that neither instance is released (and
        // its address reused) before the identities are compared.
        let exit = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            finished.enter()
            Thread {
                let first = ObjectIdentifier(storage.current)
                onOtherThreads.append((first, ObjectIdentifier(storage.current)))
                finished.leave()
                _ = exit.wait(timeout: .now() + 30)
            }.start()
        }
        #expect(finished.wait(timeout: .now() + 30) == .success)
        let reads = onOtherThreads.value
        exit.signal()
        exit.signal()
        #expect(reads.count == 2)
        #expect(reads.allSatisfy { $0.first == $0.again })
        #expect(Set(reads.map(\.first) + [onThisThread]).count == 3)
    }

    @Test func aThreadsInstanceIsReleasedWhenTheThreadExits() {
        let storage = PerThread { Instance() }
        let released = Locked<WeakInstance?>(nil)
        let read = DispatchSemaphore(value: 0)
        Thread {
            released.value = WeakInstance(storage.current)
            read.signal()
        }.start()
        #expect(read.wait(timeout: .now() + 30) == .success)
        // The thread releases its instance after its body returns: wait for that, with a deadline.
        let deadline = Date().addingTimeInterval(30)
        while released.value?.instance != nil, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(released.value != nil)
        #expect(released.value?.instance == nil, "the exited thread's instance is released")
    }

    /// Holds an instance without keeping it alive.
    private struct WeakInstance {
        weak var instance: Instance?

        init(_ instance: Instance) {
            self.instance = instance
        }
    }
}
