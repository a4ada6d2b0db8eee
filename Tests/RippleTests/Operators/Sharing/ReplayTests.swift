import Ripple
import RippleTest
import Testing

@Suite struct ReplayTests {
    /// RxSwift's replay fixture: a cold source connected 400–520 and 650–700, subscribed at 450.
    private func run(
        _ makeConnectable: @escaping (TestableObservable<Int>) -> ConnectableObservable<Int>,
        end: Recorded<Event<Int>> = .error(130, TestError()),
        disposed: TestTime = 1000
    ) -> (TestableObserver<Int>, TestableObservable<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([
            .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23), .next(70, 24), .next(80, 25), end,
        ])
        var ys: ConnectableObservable<Int>!
        var subscription: Disposable?
        var connection: Disposable?
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { ys = makeConnectable(xs) }
        scheduler.scheduleAt(450) { subscription = ys.subscribe(res) }
        scheduler.scheduleAt(disposed) { subscription?.dispose() }
        scheduler.scheduleAt(400) { connection = ys.connect() }
        scheduler.scheduleAt(520) { connection?.dispose() }
        scheduler.scheduleAt(650) { connection = ys.connect() }
        scheduler.scheduleAt(700) { connection?.dispose() }
        scheduler.start()
        return (res, xs)
    }

    private let afterReplay: [Recorded<Event<Int>>] = [.next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25)]

    @Test func replaysTheLastElementsOfTheCurrentConnection() {
        let (res, xs) = run { $0.replay(3) }
        #expect(res.events == [.next(450, 9), .next(450, 11), .next(450, 20)] + afterReplay)
        #expect(xs.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
    }

    @Test func replaysThenForwardsTheError() {
        let (res, xs) = run({ $0.replay(3) }, end: .error(90, TestError()))
        #expect(res.events == [.next(450, 9), .next(450, 11), .next(450, 20)] + afterReplay + [.error(490, TestError())])
        #expect(xs.subscriptions == [Subscription(400, 490), Subscription(650, 700)])
    }

    @Test func replaysThenForwardsCompletion() {
        let (res, xs) = run({ $0.replay(3) }, end: .completed(90))
        #expect(res.events == [.next(450, 9), .next(450, 11), .next(450, 20)] + afterReplay + [.completed(490)])
        #expect(xs.subscriptions == [Subscription(400, 490), Subscription(650, 700)])
    }

    @Test func disposalStopsDeliveryButNotTheConnection() {
        let (res, xs) = run({ $0.replay(3) }, end: .completed(130), disposed: 475)
        #expect(res.events == [.next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24)])
        #expect(xs.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
    }

    @Test func replayOfOne() {
        let (res, xs) = run({ $0.replay(1) }, end: .completed(130))
        #expect(res.events == [.next(450, 20)] + afterReplay)
        #expect(xs.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
    }

    @Test func replayAllReplaysEveryElement() {
        let (res, xs) = run { $0.replayAll() }
        #expect(res.events == [.next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20)] + afterReplay)
        #expect(xs.subscriptions == [Subscription(400, 520), Subscription(650, 700)])
    }

    @Test func replayAllThenForwardsTheError() {
        let (res, xs) = run({ $0.replayAll() }, end: .error(90, TestError()))
        #expect(res.events == [.next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20)] + afterReplay + [.error(490, TestError())])
        #expect(xs.subscriptions == [Subscription(400, 490), Subscription(650, 700)])
    }
}
