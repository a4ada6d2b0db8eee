import Ripple
import RippleTest
import Testing

@Suite struct TestableObservableTests {
    @Test func hotObservableEmitsAtAbsoluteTimesToCurrentSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(260, 3), .completed(300)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        scheduler.scheduleAt(200) { earlySubscription = xs.subscribe(early) }
        scheduler.scheduleAt(250) { _ = xs.subscribe(late) }
        scheduler.scheduleAt(270) { earlySubscription?.dispose() }
        scheduler.start()
        #expect(early.events == [.next(210, 2), .next(260, 3)])
        #expect(late.events == [.next(260, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 270), Subscription(250)])
    }

    /// A test observable sends its recorded events as they are, stop events among elements
    /// included, to an observer subscribed to it directly (its elements are kept apart from their
    /// events for delivery, which must not change their order).
    @Test(arguments: [true, false])
    func sendsEveryRecordedEventInOrder(hot: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let events: [Recorded<Event<String>>] = [
            .next(210, "a"), .error(220, TestKitError(code: 1)), .next(230, "b"), .completed(240), .next(250, "c"),
        ]
        let xs = hot ? scheduler.createHotObservable(events) : scheduler.createColdObservable(events)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = xs.subscribe(observer) }
        scheduler.start()
        let offset = hot ? 0 : 200
        #expect(observer.events == events.map { Recorded(time: $0.time + offset, value: $0.value) })
        #expect(xs.recordedEvents == events)
    }

    @Test func aHotObservablesNewSubscriberTakesAVacatedFirstPlace() {
        // RxTest keeps a hot observable's observers in RxSwift's Bag: the first place, once its
        // observer leaves, goes to the next observer, which is then delivered to first.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        var log: [String] = []
        let first = xs.subscribe(onNext: { log.append("a\($0)") })
        _ = xs.subscribe(onNext: { log.append("b\($0)") })
        scheduler.scheduleAt(215) {
            first.dispose()
            _ = xs.subscribe(onNext: { log.append("c\($0)") })
        }
        scheduler.start()
        #expect(log == ["a1", "b1", "c2", "b2"])
    }

    @Test func aResubscribingOperatorTakesTheFirstPlaceItsPreviousInnerSubscriptionVacated() {
        // flatMapLatest's first inner subscription to `xs` comes first (205), flatMap's second
        // (206). At 215 flatMapLatest replaces its inner subscription: the new one takes the
        // first place, so at 220 it sees `xs`'s element before flatMap's does.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let ys = scheduler.createHotObservable([.next(205, 0), .next(215, 0)])
        let zs = scheduler.createHotObservable([.next(206, 0)])
        let res = scheduler.start {
            Observable.merge(
                ys.flatMapLatest { _ in xs.map { "latest \($0)" } },
                zs.flatMap { _ in xs.map { "all \($0)" } }
            )
        }
        #expect(res.events == [
            .next(210, "latest 1"), .next(210, "all 1"),
            .next(220, "latest 2"), .next(220, "all 2"),
        ])
    }

    @Test func hotObservableThatOnlyItsSubscriptionReferencesStillEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let subscription = scheduler.createHotObservable([.next(210, 1), .next(220, 2)]).bind(to: relay)
        let res = scheduler.start { relay.asObservable() }
        subscription.dispose()
        #expect(res.events == [.next(210, 1), .next(220, 2)])
    }

    @Test func coldObservableReplaysRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(205) { _ = xs.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(110, "a"), .next(120, "b"), .completed(130)])
        #expect(second.events == [.next(215, "a"), .next(225, "b"), .completed(235)])
        #expect(xs.subscriptions == [Subscription(100), Subscription(205)])
    }

    @Test func disposingAColdSubscriptionCancelsItsPendingEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) { subscription = xs.subscribe(observer) }
        scheduler.scheduleAt(120) { subscription?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(110, 1)])
        #expect(xs.subscriptions == [Subscription(100, 120)])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func coldEventAtTimeZeroArrivesAtTheSubscriptionTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 42), .completed(0)])
        let res = scheduler.start { xs }
        #expect(res.events == [.next(200, 42), .completed(200)])
        #expect(xs.subscriptions == [Subscription(200, 200)])
    }

    @Test func recordedEventsAreEqualByTimeAndEvent() {
        let errorA = Recorded<Event<Int>>.error(10, TestKitError(code: 1))
        #expect(errorA == .error(10, TestKitError(code: 1)))
        #expect(errorA != .error(10, TestKitError(code: 2)))
        #expect(errorA != .error(11, TestKitError(code: 1)))
        #expect(Recorded<Event<Int>>.next(1, 1) != .completed(1))
        #expect(Recorded.events(.next(1, "a"), .completed(2)) == [.next(1, "a"), .completed(2)])
    }

    @Test func nonEquatableErrorsCompareByTypeAndDescription() {
        #expect(Event<Int>.error(DescribedError(text: "x")) == .error(DescribedError(text: "x")))
        #expect(Event<Int>.error(DescribedError(text: "x")) != .error(DescribedError(text: "y")))
        #expect(Event<Int>.error(DescribedError(text: "x")) != .error(TestKitError(code: 0)))
    }

    @Test func subscriptionDescriptions() {
        #expect(Subscription(200).debugDescription == "(200 : Infinity)")
        #expect(Subscription(200, 300).debugDescription == "(200 : 300)")
        #expect(Recorded<Event<Int>>.next(210, 1).debugDescription == "next(1) @ 210")
    }
}

struct TestKitError: Error, Equatable {
    let code: Int
}

struct DescribedError: Error, CustomStringConvertible {
    let text: String

    var description: String { text }
}
