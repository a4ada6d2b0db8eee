import Ripple
import RippleTest
import Testing

@Suite struct DistinctUntilChangedTests {
    private struct Item: Equatable {
        let number: Int
        let label: String
    }

    @Test func equatableDropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(215, 3),
            .next(220, 3),
            .next(225, 2),
            .next(230, 2),
            .next(230, 1),
            .next(240, 2),
            .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        #expect(res.events == [.next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func keySelectorComparesKeys() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 4), .next(230, 3), .next(240, 5), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        #expect(res.events == [.next(210, 2), .next(230, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func comparerThatAlwaysMatchesKeepsOnlyTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }
        #expect(res.events == [.next(210, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func comparerThatNeverMatchesKeepsAll() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 2), .next(230, 2), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ in false } }
        #expect(res.events == [.next(210, 2), .next(220, 2), .next(230, 2), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func comparesWithTheLastEmittedElementNotTheLastReceived() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { last, new in new - last < 2 } }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func keySelectorWithComparer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "B"), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged({ $0.lowercased() }, comparer: ==) }
        #expect(res.events == [.next(210, "a"), .next(230, "b"), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func keyPathComparesTheProperty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Item(number: 1, label: "a")),
            .next(220, Item(number: 1, label: "b")),
            .next(230, Item(number: 2, label: "b")),
            .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged(at: \.number) }
        #expect(res.events == [.next(210, Item(number: 1, label: "a")), .next(230, Item(number: 2, label: "b")), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func comparerErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { _, _ -> Bool in throw TestError() } }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func keySelectorErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { value -> Int in
            if value == 3 { throw TestError(name: "key") }
            return value
        } }
        #expect(res.events == [.next(210, 2), .error(220, TestError(name: "key"))])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func keySelectorWithComparerErrorTerminates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let res = scheduler.start { xs.distinctUntilChanged { $0 } comparer: { _, _ in throw TestError() } }
        #expect(res.events == [.next(210, 2), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 2), .error(230, TestError())])
        let res = scheduler.start { xs.distinctUntilChanged() }
        #expect(res.events == [.next(210, 2), .error(230, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3)])
        let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }
}
