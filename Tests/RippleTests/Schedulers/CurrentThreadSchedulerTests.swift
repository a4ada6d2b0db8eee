#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import Ripple
import Testing

@Suite struct CurrentThreadSchedulerTests {
    // MARK: Ordering (RxSwift's trampoline)

    @Test func workScheduledWhileRunningRunsAfterwardsInOrder() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("first")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("third")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("second")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        #expect(log == ["outer start", "outer end", "first", "second", "third"])
        #expect(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test func disposingQueuedWorkCancelsIt() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let cancelled = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("cancelled")
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("kept")
                return Disposables.create()
            }
            cancelled.dispose()
            return Disposables.create()
        }
        #expect(log == ["kept"])
    }

    /// Sequences subscribed in the same trampoline take turns, one element per step, as in
    /// RxSwift: each `of` schedules its next element behind the other's.
    @Test func mergedSynchronousSequencesInterleave() {
        var received: [Int] = []
        _ = Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
            .subscribe(onNext: { received.append($0) })
        #expect(received == [1, 10, 2, 20, 3, 30])
    }

    /// RxSwift's documented output for `combineLatest` of a synchronous sequence and a `map` of
    /// it: `(1, "1"), (2, "1"), (2, "2"), (3, "2"), (3, "3")`.
    @Test func combineLatestOfSynchronousSequencesInterleaves() {
        let source = Observable.from([1, 2, 3])
        var received: [String] = []
        _ = Observable.combineLatest(source, source.map { "\($0)" })
            .subscribe(onNext: { received.append("\($0.0)\($0.1)") })
        #expect(received == ["11", "21", "22", "32", "33"])
    }

    @Test func zipOfSynchronousSequencesPairsAsTheyInterleave() {
        var log: [String] = []
        let letters = Observable.of("a", "b", "c").do(onNext: { log.append($0) })
        let numbers = Observable.of(1, 2, 3).do(onNext: { log.append("\($0)") })
        _ = Observable.zip(letters, numbers)
            .subscribe(onNext: { log.append("(\($0.0)\($0.1))") }, onCompleted: { log.append("|") })
        #expect(log == ["a", "1", "(a1)", "b", "2", "(b2)", "c", "3", "(c3)", "|"])
    }

    @Test func flatMapOfSynchronousSequencesInterleavesWithTheOuter() {
        var received: [Int] = []
        _ = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10, $0 * 100) }
            .subscribe(onNext: { received.append($0) })
        #expect(received == [1, 10, 2, 100, 20, 200])
    }

    // MARK: Recursive scheduling

    /// Called directly, `scheduleRecursive` takes ordinary closures (its tests are in
    /// CurrentThreadScheduler+RecursiveTests.swift); through `ImmediateSchedulerType` it takes
    /// `@Sendable` ones and still runs on the trampoline.
    @Test func recursionThroughTheProtocolRunsOnTheTrampoline() {
        let scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
        let states = Locked<[Int]>([])
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = scheduler.scheduleRecursive(0) { state, recurse in
                states.append(state)
                if state < 2 { recurse(state + 1) }
            }
            states.append(-1)
            return Disposables.create()
        }
        #expect(states.value == [-1, 0, 1, 2])
    }

    @Test func disposingAGeneratingSequenceFromDownstreamStopsIt() {
        var generated = 0
        var received: [Int] = []
        _ = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { generated += 1; return $0 + 1 })
            .take(3)
            .subscribe(onNext: { received.append($0) })
        #expect(received == [0, 1, 2])
        #expect(generated == 2)
    }

    // MARK: Memory

    /// Work that has run is released at once, not when the outermost run ends: each scheduled
    /// item is gone by the time the next one runs.
    @Test func workIsReleasedOnceItHasRun() {
        var items: [Weak] = []
        var stillAlive: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            for index in 0..<100 {
                let item = CurrentThreadScheduler.instance.schedule(()) { _ in
                    stillAlive.append(items[..<index].filter { $0.object != nil }.count)
                    return Disposables.create()
                }
                items.append(Weak(item as AnyObject))
            }
            return Disposables.create()
        }
        #expect(stillAlive == Array(repeating: 0, count: 100))
    }

    // A long synchronous sequence runs in constant memory: a trampoline that kept every step
    // (about 130 bytes each) until the sequence ended would reach 65 MB for these. Each runs in a
    // process of its own, so that no other test's allocations blur the peak.

    @Test func fromRunsInConstantMemory() async {
        await #expect(processExitsWith: .success) {
            expectConstantMemory(.from(0..<constantMemoryCount))
        }
    }

    @Test func rangeRunsInConstantMemory() async {
        await #expect(processExitsWith: .success) {
            expectConstantMemory(.range(start: 0, count: constantMemoryCount))
        }
    }

    @Test func generateRunsInConstantMemory() async {
        await #expect(processExitsWith: .success) {
            expectConstantMemory(.generate(initialState: 0, condition: { $0 < constantMemoryCount }, iterate: { $0 + 1 }))
        }
    }

    @Test func repeatElementRunsInConstantMemory() async {
        await #expect(processExitsWith: .success) {
            expectConstantMemory(Observable.repeatElement(1).take(constantMemoryCount))
        }
    }
}

private let constantMemoryCount = 500_000

/// Subscribes to `source`, which emits `constantMemoryCount` elements synchronously, and stops
/// the process unless its peak resident memory grew by less than 8 MB after the first 1,000.
private func expectConstantMemory(_ source: Observable<Int>) {
    var received = 0
    var peakAfterWarmUp = 0
    var growth = 0
    _ = source.subscribe(onNext: { _ in
        received += 1
        if received == 1_000 { peakAfterWarmUp = peakResidentBytes() }
        if received == constantMemoryCount { growth = peakResidentBytes() - peakAfterWarmUp }
    })
    precondition(received == constantMemoryCount, "received \(received) elements")
    precondition(growth < 8_000_000, "peak resident memory grew by \(growth) bytes")
}

/// The process's peak resident memory so far.
private func peakResidentBytes() -> Int {
    var usage = rusage()
    #if canImport(Darwin)
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss)
    #else
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) * 1_024
    #endif
}

/// A weak reference, to check that something was released.
private struct Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}
