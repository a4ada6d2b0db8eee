import Ripple
import RippleTest
import Testing

@Suite struct ReplayRelayTests {
    @Test func replaysTheLastBufferSizeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        scheduler.scheduleAt(110) { relay.accept(1) }
        scheduler.scheduleAt(120) { relay.accept(2) }
        scheduler.scheduleAt(130) { relay.accept(3) }
        scheduler.scheduleAt(250) { relay.accept(4) }
        let res = scheduler.start { relay }
        #expect(res.events == [.next(200, 2), .next(200, 3), .next(250, 4)])
    }

    @Test func unboundReplaysEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = ReplayRelay<Int>.createUnbound()
        scheduler.scheduleAt(110) { relay.accept(1) }
        scheduler.scheduleAt(120) { relay.accept(2) }
        scheduler.scheduleAt(130) { relay.accept(3) }
        let res = scheduler.start { relay.asObservable() }
        #expect(res.events == [.next(200, 1), .next(200, 2), .next(200, 3)])
    }

    @Test func createUnboundedIsTheSameAsCreateUnbound() {
        let relay = ReplayRelay<Int>.createUnbounded()
        for value in 1...5 {
            relay.accept(value)
        }
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) })
        #expect(received == [1, 2, 3, 4, 5])
    }

    @Test func zeroBufferReplaysNothing() {
        let relay = ReplayRelay<Int>.create(bufferSize: 0)
        relay.accept(1)
        var received: [Int] = []
        _ = relay.subscribe(onNext: { received.append($0) })
        relay.accept(2)
        #expect(received == [2])
    }

    @Test func isSendableWhenItsElementsAre() {
        let relay = ReplayRelay<Int>.create(bufferSize: 1)
        let sendable: any Sendable = relay
        #expect(sendable is ReplayRelay<Int>)
    }
}
