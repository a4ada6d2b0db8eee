import Ripple
import RippleTest
import Testing

@Suite struct EmptyNeverErrorTests {
    @Test func emptyCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.empty() }.events == [.completed(200)])
    }

    @Test func errorFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.error(TestError()) }.events == [.error(200, TestError())])
    }

    @Test func neverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.never() }.events == [])
    }
}
