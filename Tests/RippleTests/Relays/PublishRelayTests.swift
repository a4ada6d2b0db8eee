import Ripple
import RippleTest
import Testing

@Suite struct PublishRelayTests {
    @Test func broadcastsToTheObserversSubscribedAtThatMoment() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) { subscriptions.append(relay.subscribe(early)) }
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(200) { subscriptions.append(relay.subscribe(late)) }
        scheduler.scheduleAt(250) { relay.accept(2) }
        scheduler.scheduleAt(300) { subscriptions[0].dispose() }
        scheduler.scheduleAt(350) { relay.accept(3) }
        scheduler.start()
        #expect(early.events == [.next(150, 1), .next(250, 2)])
        #expect(late.events == [.next(250, 2), .next(350, 3)])
    }

    @Test func asObservableMirrorsTheRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<String>()
        scheduler.scheduleAt(210) { relay.accept("a") }
        scheduler.scheduleAt(220) { relay.accept("b") }
        let res = scheduler.start { relay.asObservable().map { $0.uppercased() } }
        #expect(res.events == [.next(210, "A"), .next(220, "B")])
    }

    @Test func disposalStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(400) { relay.accept(2) }
        let res = scheduler.start(disposed: 300) { relay }
        #expect(res.events == [.next(210, 1)])
    }

    @Test func isSendableWhenItsElementsAre() {
        let relay = PublishRelay<Int>()
        let sendable: any Sendable = relay
        #expect(sendable is PublishRelay<Int>)
    }
}
