import Dispatch
import Foundation
import Ripple
import RippleCocoa
import RippleTest
import Testing
import TestSupport

@Suite(.tags(.threads)) struct SharingSchedulerTests {
    @Test func theMainSchedulerByDefault() {
        #expect(SharingScheduler.make() is MainScheduler)
        #expect(DriverSharingStrategy.scheduler is MainScheduler)
        #expect(SignalSharingStrategy.scheduler is MainScheduler)
    }

    @Test func mockReplacesTheSchedulerDuringTheActionOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        var inside: [SchedulerType] = []
        SharingScheduler.mock(scheduler: scheduler) {
            inside = [SharingScheduler.make(), DriverSharingStrategy.scheduler, SignalSharingStrategy.scheduler]
        }
        #expect(inside.allSatisfy { ($0 as? TestScheduler) === scheduler })
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func mockMakeSchedulerIsCalledForEachSequenceBuilt() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = Locked(0)
        SharingScheduler.mock(makeScheduler: {
            calls.withValue { $0 += 1 }
            return scheduler
        }) {
            _ = Observable.just(1).asDriver(onErrorJustReturn: 0)
            _ = Signal<Int>.just(1)
            #expect(calls.value == 2)
        }
        _ = Observable.just(1).asDriver(onErrorJustReturn: 0)
        #expect(calls.value == 2)
    }

    @Test func mocksNestAndTheInnermostWins() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        var seen: [TestScheduler?] = []
        SharingScheduler.mock(scheduler: outer) {
            seen.append(SharingScheduler.make() as? TestScheduler)
            SharingScheduler.mock(scheduler: inner) {
                seen.append(SharingScheduler.make() as? TestScheduler)
            }
            seen.append(SharingScheduler.make() as? TestScheduler)
        }
        #expect(seen.count == 3)
        #expect(seen[0] === outer)
        #expect(seen[1] === inner)
        #expect(seen[2] === outer)
    }

    @Test func anErrorThrownByTheActionIsRethrownAndTheMockEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(throws: TestError(name: "action")) {
            try SharingScheduler.mock(scheduler: scheduler) {
                #expect(SharingScheduler.make() is TestScheduler)
                throw TestError(name: "action")
            }
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func sequencesBuiltInsideKeepTheMockedSchedulerWhenRunLater() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = xs.asDriver(onErrorJustReturn: -1)
        }
        let observer = scheduler.subscribe(driver ?? .never(), at: 200)
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .completed(220)])
    }

    @Test func tasksCreatedInTheActionInheritTheMock() async {
        let scheduler = TestScheduler(initialClock: 0)
        var task: Task<Bool, Never>?
        SharingScheduler.mock(scheduler: scheduler) {
            task = Task { (SharingScheduler.make() as? TestScheduler) === scheduler }
        }
        #expect(await task?.value == true)
    }

    @Test func codeRunningOnAnotherThreadMeanwhileKeepsTheMainScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let elsewhere = Locked<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            Thread {
                elsewhere.value = SharingScheduler.make() is MainScheduler
                done.signal()
            }.start()
            #expect(done.wait(timeout: .now() + 10) == .success)
        }
        #expect(elsewhere.value == true)
    }
}

/// Tests run in parallel, each mocking its own scheduler: none sees another's.
@Suite(.tags(.threads)) struct SharingSchedulerConcurrencyTests {
    @Test func parallelTasksEachSeeTheirOwnMock() async {
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask { runDriverScenario(index) }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 })
    }

    @Test func parallelThreadsWithoutTasksEachSeeTheirOwnMock() {
        let results = Locked<[Bool]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            results.append(runDriverScenario(index))
        }
        #expect(results.value.count == 64)
        #expect(results.value.allSatisfy { $0 })
    }
}

/// Builds and runs a driver under a mock of its own scheduler; true when it delivered in that
/// scheduler's virtual time, with the mock visible throughout and gone afterwards.
private func runDriverScenario(_ index: Int) -> Bool {
    let scheduler = makeSharingScheduler()
    let xs = scheduler.createHotObservable([.next(210, index), .next(220 + index, index + 1), .completed(300)])
    var events: [Recorded<Event<Int>>] = []
    var sawOwnScheduler = true
    SharingScheduler.mock(scheduler: scheduler) {
        let res = scheduler.start {
            sawOwnScheduler = sawOwnScheduler && (SharingScheduler.make() as? TestScheduler) === scheduler
            return xs.asDriver(onErrorJustReturn: -1).map { $0 * 2 }
        }
        sawOwnScheduler = sawOwnScheduler && (SharingScheduler.make() as? TestScheduler) === scheduler
        events = res.events
    }
    let expected: [Recorded<Event<Int>>] = [.next(210, 2 * index), .next(220 + index, 2 * index + 2), .completed(300)]
    return sawOwnScheduler && events == expected && SharingScheduler.make() is MainScheduler
}
