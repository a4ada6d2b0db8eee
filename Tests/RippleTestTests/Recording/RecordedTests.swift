import Ripple
import RippleTest
import Testing

/// RxTest's `Recorded` factories, including the forms that name the element type.
@Suite struct RecordedTests {
    @Test func completedNamesItsElementType() {
        let completed = Recorded.completed(250, Int.self)
        #expect(completed.time == 250)
        #expect(completed == Recorded(time: 250, value: Event<Int>.completed))
        #expect(completed != Recorded.completed(251, Int.self))
        #expect(completed != Recorded.next(250, 1))
    }

    @Test func errorNamesItsElementType() {
        let failed = Recorded.error(250, TestError(), String.self)
        #expect(failed == Recorded(time: 250, value: Event<String>.error(TestError())))
        #expect(failed != Recorded.error(250, TestError(name: "other"), String.self))
        #expect(failed != Recorded.completed(250, String.self))
    }

    @Test func theElementTypeStillComesFromTheContext() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, TestError()), .completed(230)]
        #expect(events.map(\.time) == [210, 220, 230])
        #expect(events[1] == .error(220, TestError(), Int.self))
        #expect(events[2] == .completed(230, Int.self))
    }

    @Test func aHotObservableOfNeverFeedsACompletable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(250, Never.self)])
        let res = scheduler.start { xs.asCompletable() }
        #expect(res.events == [.completed(250, Never.self)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func aCompletableFailsWithTheRecordedError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.error(30, TestError(), Never.self)])
        let res = scheduler.start { xs.asCompletable() }
        #expect(res.events == [.error(230, TestError(), Never.self)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func aCompletableDisposedInTheMiddleRecordsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(400, Never.self)])
        let res = scheduler.start(disposed: 300) { xs.asCompletable() }
        #expect(res.events.isEmpty)
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
