import Ripple
import RippleTest
import Testing

@Suite struct BehaviorRelayTests {
    @Test func valueIsTheLastAcceptedElement() {
        let relay = BehaviorRelay(value: 0)
        #expect(relay.value == 0)
        relay.accept(1)
        relay.accept(2)
        #expect(relay.value == 2)
    }

    @Test func newObserversReceiveTheCurrentValueFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 0)
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(250) { relay.accept(2) }
        scheduler.scheduleAt(350) { relay.accept(3) }
        let res = scheduler.start(disposed: 300) { relay }
        #expect(res.events == [.next(200, 1), .next(250, 2)])
        #expect(relay.value == 3)
    }

    @Test func asObservableStartsWithTheValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: "a")
        scheduler.scheduleAt(210) { relay.accept("b") }
        let res = scheduler.start { relay.asObservable() }
        #expect(res.events == [.next(200, "a"), .next(210, "b")])
    }

    @Test func isSendableWhenItsElementsAre() {
        let relay = BehaviorRelay(value: 1)
        let sendable: any Sendable = relay
        #expect(sendable is BehaviorRelay<Int>)
    }
}
