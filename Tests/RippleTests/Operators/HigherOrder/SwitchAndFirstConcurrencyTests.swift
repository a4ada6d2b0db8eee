import Dispatch
import Ripple
import Testing
import TestSupport

/// `switchLatest` and `flatMapFirst` with inner sequences that emit on a concurrent dispatch
/// queue scheduler, fed from several threads. CI reruns these under ThreadSanitizer.
@Suite(.tags(.threads)) struct SwitchAndFirstConcurrencyTests {
    /// Inner sequence `id` emits `id * stride + i` for i in `0..<count`.
    private static let stride = 1_000_000

    private static func inner(_ id: Int, count: Int, on scheduler: ConcurrentDispatchQueueScheduler) -> Observable<Int> {
        Observable.range(start: id * stride, count: count, scheduler: scheduler)
    }

    /// The values split into runs of consecutive values from the same inner sequence.
    private static func runs(_ values: [Int]) -> [(id: Int, values: [Int])] {
        var runs: [(id: Int, values: [Int])] = []
        for value in values {
            let id = value / stride
            if runs.last?.id == id {
                runs[runs.count - 1].values.append(value)
            } else {
                runs.append((id, [value]))
            }
        }
        return runs
    }

    @Test func switchLatestFollowsInnerSequencesEmittingOnOtherThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let outer = PublishSubject<Observable<Int>>()
        let done = DispatchSemaphore(value: 0)
        let probe = SerialProbe { done.signal() }
        let subscription = outer.switchLatest().subscribe(probe)
        let innerCount = 20
        let perInner = 300
        for id in 0..<innerCount {
            outer.onNext(Self.inner(id, count: perInner, on: scheduler))
        }
        outer.onCompleted()
        #expect(done.wait(timeout: .now() + .seconds(60)) == .success)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        let events = probe.events
        #expect(SerialProbe.followsGrammar(events))
        #expect(events.last?.isCompleted == true)
        let runs = Self.runs(events.compactMap(\.element))
        // Once switched away from, an inner sequence never comes back; each one delivers a prefix
        // of its elements, and the last one delivers all of them.
        #expect(runs.map(\.id) == runs.map(\.id).sorted())
        #expect(Set(runs.map(\.id)).count == runs.count)
        #expect(runs.allSatisfy { run in run.values == Array(run.id * Self.stride ..< run.id * Self.stride + run.values.count) })
        #expect(runs.last?.id == innerCount - 1)
        #expect(runs.last?.values.count == perInner)
    }

    @Test func switchLatestWithTheOuterSequenceFedFromSeveralThreads() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        // Observables are not Sendable, so the threads send ids, mapped to inner sequences.
        let ids = PublishSubject<Int>()
        let senders = 4
        let perSender = 25
        let lastID = senders * perSender
        let done = DispatchSemaphore(value: 0)
        let probe = SerialProbe { done.signal() }
        let subscription = ids
            .map { id in Self.inner(id, count: id == lastID ? 100 : 50, on: scheduler) }
            .switchLatest()
            .subscribe(probe)
        DispatchQueue.concurrentPerform(iterations: senders) { sender in
            for step in 0..<perSender {
                ids.onNext(sender * perSender + step)
            }
        }
        ids.onNext(lastID)
        ids.onCompleted()
        #expect(done.wait(timeout: .now() + .seconds(60)) == .success)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        let events = probe.events
        #expect(SerialProbe.followsGrammar(events))
        #expect(events.last?.isCompleted == true)
        let runs = Self.runs(events.compactMap(\.element))
        #expect(Set(runs.map(\.id)).count == runs.count)
        #expect(runs.allSatisfy { run in run.values == Array(run.id * Self.stride ..< run.id * Self.stride + run.values.count) })
        #expect(runs.last?.id == lastID)
        #expect(runs.last?.values.count == 100)
    }

    @Test func flatMapFirstRunsWholeInnerSequencesOneAtATime() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let outer = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let probe = SerialProbe { done.signal() }
        let perInner = 50
        let subscription = outer.flatMapFirst { Self.inner($0, count: perInner, on: scheduler) }.subscribe(probe)
        let senders = 4
        let perSender = 500
        DispatchQueue.concurrentPerform(iterations: senders) { sender in
            for step in 0..<perSender {
                outer.onNext(sender * perSender + step)
            }
        }
        outer.onCompleted()
        #expect(done.wait(timeout: .now() + .seconds(60)) == .success)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        let events = probe.events
        #expect(SerialProbe.followsGrammar(events))
        #expect(events.last?.isCompleted == true)
        // An inner sequence starts only once the previous one has completed, so the elements are
        // whole inner sequences, one after another, never interleaved.
        let runs = Self.runs(events.compactMap(\.element))
        #expect(!runs.isEmpty)
        #expect(Set(runs.map(\.id)).count == runs.count)
        #expect(runs.allSatisfy { run in run.values == Array(run.id * Self.stride ..< run.id * Self.stride + perInner) })
    }

    @Test func flatMapFirstAcceptsANewElementOnceTheInnerSequenceCompletedOnAnotherThread() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let outer = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let innerDone = DispatchSemaphore(value: 0)
        let probe = SerialProbe(locksStorage: true) { done.signal() }
        let subscription = outer
            .flatMapFirst { id in
                Self.inner(id, count: 20, on: scheduler).do(afterCompleted: { innerDone.signal() })
            }
            .subscribe(probe)
        for id in 0..<5 {
            outer.onNext(id)
            #expect(innerDone.wait(timeout: .now() + .seconds(60)) == .success)
        }
        outer.onCompleted()
        #expect(done.wait(timeout: .now() + .seconds(60)) == .success)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        let expected = (0..<5).flatMap { id in (0..<20).map { id * Self.stride + $0 } }
        #expect(probe.events.compactMap(\.element) == expected)
        #expect(probe.events.last?.isCompleted == true)
    }
}
