import Ripple
import RippleTest
import Testing

@Suite struct FromTests {
    @Test func ofEmitsItsElementsThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3) }
        #expect(res.events == [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    @Test func fromArraySequenceAndOptional() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable.from([1, 2]) }.events == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Observable.from(1...2) }.events == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Observable.from(optional: 7) }.events == [.next(200, 7), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Observable<Int>.from(optional: nil) }.events == [.completed(200)])
    }

    @Test func withASchedulerEachElementIsAScheduledStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func disposalStopsAScheduledSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from(1...100, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func emitsOnlyOnceTheWholeChainIsSubscribed() {
        var log: [String] = []
        _ = Observable.of(1, 2)
            .do(onNext: { log.append("next \($0)") }, onSubscribed: { log.append("subscribed") })
            .subscribe()
        #expect(log == ["subscribed", "next 1", "next 2"])
    }

    @Test func takeStopsAnInfiniteSynchronousSequence() {
        var received: [Int] = []
        _ = Observable.from(1...).take(3).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3])
    }

    @Test func synchronousSourcesInterleaveThroughTheTrampolineAsInRxSwift() {
        var received: [Int] = []
        _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4)).subscribe(onNext: { received.append($0) })
        #expect(received == [1, 3, 2, 4])
    }
}
