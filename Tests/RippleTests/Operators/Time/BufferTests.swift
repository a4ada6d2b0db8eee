import Ripple
import RippleTest
import Testing
import TestSupport

@Suite struct BufferTests {
    private let elements: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
        .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9),
    ]

    @Test func cutsByCountOrTimeAndFlushesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(600)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(res.events == [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
            .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func errorDropsTheCurrentBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.error(600, TestError())])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(res.events == [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
            .next(510, [9]), .next(580, []), .error(600, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func disposalInTheMiddleOfATimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(600)])
        let res = scheduler.start(disposed: 370) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(res.events == [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }

    @Test func disposalCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.run(xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler), disposed: 250, until: 260)
        #expect(res.events == [])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func completionCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.run(xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler), until: 230)
        #expect(res.events == [.next(220, [1]), .completed(220)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func emptySourceEmitsAnEmptyBufferOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 3, scheduler: scheduler) }
        #expect(res.events == [.next(250, []), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func hotElementDueWithTheTimerJoinsTheEndingBuffer() {
        // Hot events were scheduled when the observable was created, before the buffer's timer.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(205, 1), .next(270, 2), .completed(300)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(res.events == [.next(270, [1, 2]), .next(300, []), .completed(300)])
    }

    @Test func coldElementDueWithTheTimerStartsTheNextBuffer() {
        // The timer is scheduled before the source is subscribed, so it runs first, as in RxSwift.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(70, 2), .completed(100)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        #expect(res.events == [.next(270, [1]), .next(300, [2]), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func elementsAtTheSameTimeFillBuffersInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(210, 2), .next(210, 3), .next(210, 4), .completed(220),
        ])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 2, scheduler: scheduler) }
        #expect(res.events == [.next(210, [1, 2]), .next(210, [3, 4]), .next(220, []), .completed(220)])
    }

    @Test func countOfZeroCutsByTimeOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(270)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 0, scheduler: scheduler) }
        #expect(res.events == [.next(250, [1, 2]), .next(270, [3]), .completed(270)])
    }

    @Test func aSpanThatEndsBeforeItsTimerIsReturnedStillStartsTheNextSpan() {
        // On a concurrent scheduler the first span may end, on another thread, before the
        // subscribing thread has the timer's disposable back.
        let scheduler = InterleavingScheduler()
        let buffers = Locked<[[Int]]>([])
        scheduler.runsFirstQueuedWorkDuringNextSchedule()
        let subscription = Observable<Int>.never()
            .buffer(timeSpan: .seconds(1), count: 10, scheduler: scheduler)
            .subscribe(onNext: { buffers.append($0) })
        for _ in 0..<2 {
            #expect(scheduler.runFirstQueuedWork(), "no span was started")
        }
        subscription.dispose()
        while scheduler.runFirstQueuedWork() {}
        #expect(buffers.value == [[], [], []], "the spans stopped early, or went on after disposal")
    }
}
