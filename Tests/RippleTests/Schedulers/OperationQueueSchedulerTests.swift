import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

@Suite(.tags(.threads)) struct OperationQueueSchedulerTests {
    static let wait: DispatchTimeInterval = .seconds(30)

    @Test func runsEachActionAsAnOperationOnTheQueue() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        #expect(scheduler.operationQueue === queue)
        #expect(scheduler.queuePriority == .high)
        let group = DispatchGroup()
        let log = SharedLog()
        for value in 0..<50 {
            group.enter()
            _ = scheduler.schedule(value) { value in
                log.append("\(value) on queue: \(OperationQueue.current === queue)")
                group.leave()
                return Disposables.create()
            }
        }
        #expect(group.wait(timeout: .now() + Self.wait) == .success)
        #expect(log.entries.sorted() == (0..<50).map { "\($0) on queue: true" }.sorted())
    }

    @Test func defaultPriorityIsNormal() {
        let scheduler = OperationQueueScheduler(operationQueue: OperationQueue())
        #expect(scheduler.queuePriority == .normal)
    }

    @Test func disposingAnOperationBeforeItStartsCancelsIt() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let log = SharedLog()
        let serializer = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            _ = serializer.wait(timeout: .now() + Self.wait)
            log.append("first")
            return Disposables.create()
        }
        let cancelled = scheduler.schedule(()) { _ in
            log.append("cancelled")
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            log.append("last")
            done.signal()
            return Disposables.create()
        }
        cancelled.dispose()
        serializer.signal()
        #expect(done.wait(timeout: .now() + Self.wait) == .success)
        #expect(log.entries == ["first", "last"])
    }
}
