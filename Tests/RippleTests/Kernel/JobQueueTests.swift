import Foundation
import Ripple
import Testing
import TestSupport

/// The queue of async jobs a test scheduler runs: first in, first out, and one run at a time.
@Suite(.timeLimit(.minutes(1))) struct JobQueueTests {
    @Test func anEmptyQueueHasNothingToRun() {
        let queue = JobQueue()
        #expect(queue.isEmpty)
        #expect(queue.count == 0)
        #expect(queue.dequeue() == nil)
        #expect(!queue.beginRun())
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func jobsRunInTheOrderTheyCame() async throws {
        let executor = KeepingExecutor()
        let ran = Locked<[Int]>([])
        let jobs = try await executor.jobs(of: 3, recordingInto: ran)
        let queue = JobQueue()
        for job in jobs { queue.enqueue(job) }
        #expect(queue.count == 3)
        #expect(queue.beginRun())
        while let job = queue.dequeue() {
            job.runSynchronously(on: executor.asUnownedSerialExecutor())
        }
        queue.endRun()
        #expect(ran.value == [0, 1, 2])
        #expect(queue.isEmpty)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func oneRunAtATime() async throws {
        let executor = KeepingExecutor()
        let ran = Locked<[Int]>([])
        let jobs = try await executor.jobs(of: 2, recordingInto: ran)
        let queue = JobQueue()
        queue.enqueue(jobs[0])
        #expect(queue.beginRun())
        // A second run (a job asking the scheduler to settle while a run is in progress) is refused.
        #expect(!queue.beginRun())
        queue.enqueue(jobs[1])
        while let job = queue.dequeue() {
            job.runSynchronously(on: executor.asUnownedSerialExecutor())
        }
        queue.endRun()
        #expect(!queue.beginRun())
        #expect(ran.value == [0, 1])
    }

    // An exit test, so that a regression fails it instead of ending the run.
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func endingARunThatDidNotBeginTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            JobQueue().endRun()
        }
        #expect(exit?.standardErrorText.contains("JobQueue.endRun() without a run in progress") == true)
    }
}

/// An executor that keeps the jobs enqueued on it instead of running them.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private final class KeepingExecutor: SerialExecutor {
    let kept = Locked<[UnownedJob]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        kept.append(UnownedJob(job))
    }

    /// `count` jobs, one for each of `count` tasks; job `index` appends `index` to `ran`.
    func jobs(of count: Int, recordingInto ran: Locked<[Int]>) async throws -> [UnownedJob] {
        let recorder = Recorder(executor: self)
        for index in 0..<count {
            Task { await recorder.record(index, into: ran) }
            let deadline = Date().addingTimeInterval(30)
            while kept.value.count <= index {
                try #require(Date() < deadline, "no job reached the executor")
                try await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        return kept.value
    }
}

/// An actor on a `KeepingExecutor`: calling it from a task enqueues a job there.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private actor Recorder {
    private let executor: KeepingExecutor

    init(executor: KeepingExecutor) {
        self.executor = executor
    }

    nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor.asUnownedSerialExecutor()
    }

    func record(_ index: Int, into ran: Locked<[Int]>) {
        ran.append(index)
    }
}
