import Foundation
import Ripple
@testable import RippleTest
import Testing
import TestSupport

/// The runtime's hook on jobs bound for the global executor: present, and the way past it to the
/// global executor runs what it is given. (Installing a hook is process-wide; RippleTest's job
/// routing installs the one hook, and its tests exercise it.)
@Suite(.timeLimit(.minutes(1))) struct GlobalExecutorHookTests {
    @Test func theRuntimeHasTheHook() {
        #expect(GlobalExecutorHook.isAvailable)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func enqueueGlobalRunsTheJobOnTheGlobalExecutor() async throws {
        let executor = HandingOverExecutor()
        let actor = OnHandingOverExecutor(executor: executor)
        let ran = Locked(false)
        // The task's hop onto the actor is a job on `executor`, which hands it to the global
        // executor; the task finishes only if that runs it.
        let task = Task { await actor.mark(ran) }
        let finished = Locked(false)
        Task {
            await task.value
            finished.value = true
        }
        let deadline = Date().addingTimeInterval(30)
        while !finished.value {
            try #require(Date() < deadline, "the job handed to the global executor never ran")
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        #expect(ran.value)
        #expect(executor.handedOver.value >= 1)
    }
}

/// An executor that hands every job enqueued on it to the global executor.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private final class HandingOverExecutor: SerialExecutor {
    let handedOver = Locked(0)

    func enqueue(_ job: consuming ExecutorJob) {
        handedOver.withValue { $0 += 1 }
        GlobalExecutorHook.enqueueGlobal(UnownedJob(job))
    }
}

/// An actor on a `HandingOverExecutor`.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private actor OnHandingOverExecutor {
    private let executor: HandingOverExecutor

    init(executor: HandingOverExecutor) {
        self.executor = executor
    }

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    func mark(_ ran: Locked<Bool>) {
        ran.value = true
    }
}
