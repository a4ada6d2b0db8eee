import Ripple
import RippleTest
import Testing
import TestSupport

/// The `.virtualizingSchedulers` trait: the first test scheduler a test creates takes the work
/// of the real schedulers.
@Suite struct VirtualizingSchedulersTraitTests {
    @Test(.virtualizingSchedulers) func theFirstTestSchedulerTakesTheRealSchedulersWork() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let other = TestScheduler(initialClock: 0)
        let query = scheduler.createHotObservable("-s-w-----i", values: ["s": "s", "w": "sw", "i": "swi"])
        let debounced = scheduler.record(query.debounce(.milliseconds(300), scheduler: MainScheduler.instance))
        scheduler.start()
        assertMarbles(debounced, "------w-----i", values: ["w": "sw", "i": "swi"])
        #expect(other.pendingCount == 0)
    }

    @Test func workBeforeTheTestSchedulerExistsFailsTheTestAndIsDropped() async throws {
        let trait: VirtualizingSchedulersTrait = .virtualizingSchedulers
        let test = try #require(Test.current)
        let ran = Locked(false)
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                _ = MainScheduler.instance.schedule(()) { _ in
                    ran.value = true
                    return Disposables.create()
                }
                let scheduler = TestScheduler(initialClock: 0)
                scheduler.start()
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("MainScheduler was given work before the test created its TestScheduler") }
                && issue.sourceLocation == test.sourceLocation
        }
        #expect(ran.value == false)
    }

    @Test func appliedToASuiteItAppliesToEachTest() {
        let trait: VirtualizingSchedulersTrait = .virtualizingSchedulers
        #expect(trait.isRecursive)
    }
}

/// Every test of a suite marked `.virtualizingSchedulers` runs its real schedulers on its own
/// test scheduler.
@Suite(.virtualizingSchedulers, .tags(.threads)) struct VirtualizingSchedulersSuiteTests {
    @Test func aTimerOnAConcurrentQueueFiresInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let timer = scheduler.record(Observable<Int>.timer(.seconds(5), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)))
        scheduler.start()
        #expect(timer.events == [.next(5, 0), .completed(5)])
    }
}
