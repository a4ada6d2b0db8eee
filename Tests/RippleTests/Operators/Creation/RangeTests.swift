import Ripple
import RippleTest
import Testing

@Suite struct RangeTests {
    @Test func emitsOneIntegerPerTickOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }
        #expect(res.events == [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
    }

    @Test func reachesTheLargestValueWithoutOverflow() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }
        #expect(res.events == [.next(201, Int.max), .completed(202)])
    }

    @Test func zeroCountOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 3, count: 0, scheduler: scheduler) }
        #expect(res.events == [.completed(201)])
    }

    @Test func disposalStopsTheSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.range(start: -10, count: 5, scheduler: scheduler) }
        #expect(res.events == [.next(201, -10), .next(202, -9), .next(203, -8)])
    }

    @Test func defaultSchedulerEmitsSynchronously() {
        var received: [Int] = []
        var completed = false
        _ = Observable.range(start: 1, count: 4).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(received == [1, 2, 3, 4])
        #expect(completed)
    }

    @Test func countsWithOtherIntegerTypesUpToTheirMaximum() {
        var received: [UInt8] = []
        _ = Observable<UInt8>.range(start: 253, count: 3).subscribe(onNext: { received.append($0) })
        #expect(received == [253, 254, 255])
    }

    @Test func takeStopsTheRangeEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 0, count: 100, scheduler: scheduler).take(2) }
        #expect(res.events == [.next(201, 0), .next(202, 1), .completed(202)])
    }
}

@Suite struct RangeArgumentTests {
    @Test func negativeCountFails() {
        var error: Error?
        _ = Observable.range(start: 0, count: -1).subscribe(onError: { error = $0 })
        #expect((error as? RxError)?.debugDescription == RxError.argumentOutOfRange.debugDescription)
    }

    @Test func overflowingRangeFails() {
        var error: Error?
        _ = Observable<Int8>.range(start: 120, count: 10).subscribe(onError: { error = $0 })
        #expect((error as? RxError)?.debugDescription == RxError.overflow.debugDescription)
    }
}
