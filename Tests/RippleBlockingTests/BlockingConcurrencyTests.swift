import Foundation
import Ripple
import RippleBlocking
import Testing
import TestSupport

/// Blocking calls made concurrently, from background threads, from inside running sequences, and
/// racing their timeouts.
@Suite(.tags(.threads)) struct BlockingConcurrencyTests {
    @Test(arguments: 0..<12)
    func parallelTestsEachGetTheirOwnElements(_ index: Int) throws {
        let probe = SourceProbe()
        let source = probe.emittingInBackground([index, index + 100], every: 0.002)
        #expect(try source.toBlocking(timeout: 10).toArray() == [index, index + 100])
        #expect(probe.disposals == 1)
    }

    @Test func worksFromAnAsyncTest() async throws {
        let probe = SourceProbe()
        let value = try probe.emittingInBackground([5]).toBlocking(timeout: 10).single()
        #expect(value == 5)
    }

    @Test func manyThreadsBlockAtOnce() {
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let probe = SourceProbe()
            let elements = try? probe.emittingInBackground([index, index], every: 0.001).toBlocking(timeout: 10).toArray()
            results.store(elements ?? [], at: index)
        }
        #expect(results.all == (0..<8).map { [$0, $0] })
    }

    @Test func blockingInsideARunningSequenceDoesNotDeadlock() throws {
        let nested = try Observable.of(1, 2).map { value in
            try Observable.of(value, value * 10).toBlocking(timeout: 10).toArray()
        }.toBlocking(timeout: 10).toArray()
        #expect(nested == [[1, 10], [2, 20]])
    }

    @Test func blockingInsideASubscriptionDoesNotDeadlock() throws {
        let source = Observable<Int>.create { observer in
            let first = (try? Observable.of(3, 4).toBlocking(timeout: 10).first()) ?? nil
            observer.onNext(first ?? -1)
            observer.onCompleted()
            return Disposables.create()
        }
        #expect(try source.toBlocking(timeout: 10).toArray() == [3])
    }

    @Test func blockingTheQueueTheSourceNeedsTimesOut() {
        let queue = DispatchQueue(label: "BlockingConcurrencyTests.needed")
        let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "BlockingConcurrencyTests.scheduler")
        let outcome = queue.sync {
            Observable.just(1, scheduler: scheduler).toBlocking(timeout: 0.1).materialize()
        }
        guard case .failed(let elements, let error) = outcome else {
            Issue.record("expected a timeout, got \(outcome)")
            return
        }
        #expect(elements == [])
        #expect(isTimeout(error))
    }

    @Test func blockingInsideTheSourcesOwnDeliveryTimesOut() {
        let subject = PublishSubject<Int>()
        var inner: MaterializedSequenceResult<Int>?
        let subscription = subject.subscribe(onNext: { value in
            guard value == 0 else { return }
            DispatchQueue.dedicated().async { subject.onNext(1) }
            inner = subject.toBlocking(timeout: 0.1).materialize()
        })
        subject.onNext(0)
        subscription.dispose()
        #expect(inner == .failed(elements: [], error: RxError.timeout))
    }

    @Test func timeoutReturnsPromptly() {
        let start = Date()
        let result = Observable<Int>.never().toBlocking(timeout: 0.1).materialize()
        let elapsed = Date().timeIntervalSince(start)
        #expect(isTimeout(result.failure))
        #expect(elapsed >= 0.09)
        #expect(elapsed < 3)
    }

    @Test func noPredicateRunsAfterTimeout() {
        let probe = SourceProbe()
        let calls = PredicateCalls()
        let source = probe.emittingInBackground(Array(1...40), every: 0.005, then: nil)
        let result = Result {
            try source.toBlocking(timeout: 0.1).single { value in
                calls.begin()
                Thread.sleep(forTimeInterval: 0.02)
                calls.end()
                return value < 0
            }
        }
        #expect(isTimeout(result.failure))
        #expect(calls.inProgress == 0)
        #expect(probe.disposals == 1)
        let callsAtReturn = calls.count
        Thread.sleep(forTimeInterval: 0.1)
        #expect(calls.count == callsAtReturn)
        #expect(calls.inProgress == 0)
    }

    @Test func lateEventsAfterTimeoutAreIgnored() {
        let subject = PublishSubject<Int>()
        let blocking = subject.toBlocking(timeout: 0.05)
        let result = blocking.materialize()
        subject.onNext(1)
        subject.onCompleted()
        guard case .failed(let elements, let error) = result else {
            Issue.record("expected a timeout, got \(result)")
            return
        }
        #expect(elements == [])
        #expect(isTimeout(error))
        #expect(!subject.hasObservers)
    }
}

/// Results stored by index from several threads.
private final class ResultBox: @unchecked Sendable {
    // @unchecked Sendable: `results` is guarded by `lock`.
    private let lock = NSLock()
    private var results: [Int: [Int]] = [:]

    func store(_ elements: [Int], at index: Int) {
        lock.withLock { results[index] = elements }
    }

    var all: [[Int]] {
        lock.withLock { results.keys.sorted().compactMap { results[$0] } }
    }
}

/// Counts calls of a predicate and how many are running.
private final class PredicateCalls: @unchecked Sendable {
    // @unchecked Sendable: `started` and `running` are guarded by `lock`.
    private let lock = NSLock()
    private var started = 0
    private var running = 0

    func begin() { lock.withLock { started += 1; running += 1 } }
    func end() { lock.withLock { running -= 1 } }
    var count: Int { lock.withLock { started } }
    var inProgress: Int { lock.withLock { running } }
}

extension MaterializedSequenceResult {
    /// The error of a failed result.
    var failure: Error? {
        if case .failed(_, let error) = self { return error }
        return nil
    }
}

extension Result {
    /// The error of a failure.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
