import Ripple
import RippleTest
import Testing

@Suite struct GenerateTests {
    @Test func emitsStatesWhileTheConditionHolds() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(res.events == [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)])
    }

    @Test func initialStateFailingTheConditionOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 10, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(res.events == [.completed(201)])
    }

    @Test func conditionErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw TestError() }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(res.events == [.error(201, TestError())])
    }

    @Test func iterateErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { (_: Int) -> Int in
                throw TestError()
            }
        }
        #expect(res.events == [.next(201, 0), .error(202, TestError())])
    }

    @Test func disposalStopsTheSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        #expect(res.events == [.next(201, 0), .next(202, 1)])
    }

    @Test func iteratesOnlyWhenTheNextStateIsNeeded() {
        var iterations = 0
        var received: [Int] = []
        _ = Observable.generate(initialState: 0, condition: { _ in true }) { value in
            iterations += 1
            return value + 1
        }
        .take(4)
        .subscribe(onNext: { received.append($0) })
        #expect(received == [0, 1, 2, 3])
        #expect(iterations == 3)
    }

    @Test func defaultSchedulerCompletesSynchronously() {
        var received: [String] = []
        var completed = false
        _ = Observable.generate(initialState: "a", condition: { $0.count < 4 }) { $0 + "a" }
            .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(received == ["a", "aa", "aaa"])
        #expect(completed)
    }
}
