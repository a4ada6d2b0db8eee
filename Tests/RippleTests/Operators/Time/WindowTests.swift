import Ripple
import RippleTest
import Testing
import TestSupport

@Suite struct WindowTests {
    private let elements: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
        .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9),
    ]

    /// Each element tagged with the index of its window, as RxSwift's window tests do.
    private func tagged(_ windows: Observable<Observable<Int>>) -> Observable<String> {
        windows.enumerated().map { index, window in window.map { "\(index) \($0)" } }.concat()
    }

    @Test func cutsByCountOrTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(600)])
        let res = scheduler.start { tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        #expect(res.events == [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
            .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func opensTheFirstWindowAtSubscriptionAndTheNextWhenOneCloses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.completed(600)])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).enumerated().map { $0.index }
        }
        #expect(res.events == [
            .next(200, 0), .next(240, 1), .next(310, 2), .next(370, 3), .next(440, 4),
            .next(510, 5), .next(580, 6), .completed(600),
        ])
    }

    @Test func errorFailsTheCurrentWindowAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements + [.error(600, TestError())])
        let res = scheduler.start { tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        #expect(res.events == [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
            .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .error(600, TestError()),
        ])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }

    @Test func disposalInTheMiddleOfAWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(105, 0)] + elements + [.completed(600)])
        let res = scheduler.start(disposed: 370) {
            tagged(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
        }
        #expect(res.events == [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
            .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"),
        ])
        #expect(xs.subscriptions == [Subscription(200, 370)])
    }

    @Test func disposalCancelsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let windows = xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).concat()
        let res = scheduler.run(windows, disposed: 250, until: 260)
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func anObservedWindowKeepsTheSourceSubscribedAfterTheResultEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let res = scheduler.run(
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).take(1).concat(),
            until: 310
        )
        #expect(res.events == [.next(210, 1), .next(250, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func windowsNobodyObservesDoNotKeepTheSourceSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let res = scheduler.run(
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).map { _ in "window" },
            disposed: 230,
            until: 260
        )
        #expect(res.events == [.next(200, "window")])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func lateSubscriberToAClosedWindowReceivesItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var windows: [Observable<Int>] = []
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler).subscribe(onNext: { windows.append($0) })
        }
        scheduler.scheduleAt(250) { _ = windows[0].subscribe(late) }
        scheduler.start()
        #expect(windows.count == 2)
        #expect(late.events == [.completed(250)])
    }

    @Test func elementsAtTheSameTimeFillWindowsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(210, 2), .next(210, 3), .completed(220),
        ])
        let res = scheduler.start { tagged(xs.window(timeSpan: .seconds(70), count: 2, scheduler: scheduler)) }
        #expect(res.events == [.next(210, "0 1"), .next(210, "0 2"), .next(210, "1 3"), .completed(220)])
    }

    @Test func countOfZeroCutsByTimeOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(270)])
        let res = scheduler.start { tagged(xs.window(timeSpan: .seconds(50), count: 0, scheduler: scheduler)) }
        #expect(res.events == [.next(210, "0 1"), .next(220, "0 2"), .next(260, "1 3"), .completed(270)])
    }

    @Test func aSpanThatEndsBeforeItsTimerIsReturnedStillStartsTheNextSpan() {
        // On a concurrent scheduler the first window may end, on another thread, before the
        // subscribing thread has the timer's disposable back.
        let scheduler = InterleavingScheduler()
        let windows = Locked(0)
        scheduler.runsFirstQueuedWorkDuringNextSchedule()
        let subscription = Observable<Int>.never()
            .window(timeSpan: .seconds(1), count: 10, scheduler: scheduler)
            .subscribe(onNext: { _ in windows.withValue { $0 += 1 } })
        for _ in 0..<2 {
            #expect(scheduler.runFirstQueuedWork(), "no span was started")
        }
        subscription.dispose()
        while scheduler.runFirstQueuedWork() {}
        #expect(windows.value == 4, "the spans stopped early, or went on after disposal")
    }
}
