import Ripple
import RippleTest
import Testing

@Suite struct PrimitiveSequenceTimerTests {
    @Test func singleTimerSucceedsWithZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(30), scheduler: scheduler) }
        #expect(res.events == [.next(230, 0), .completed(230)])
    }

    @Test func maybeTimerSucceedsWithZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe<UInt8>.timer(.seconds(5), scheduler: scheduler) }
        #expect(res.events == [.next(205, 0), .completed(205)])
    }

    @Test func disposalBeforeItFiresCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.run(Single<Int>.timer(.seconds(30), scheduler: scheduler), disposed: 220, until: 300)
        #expect(res.events == [])
        #expect(scheduler.pendingCount == 0)
    }
}
