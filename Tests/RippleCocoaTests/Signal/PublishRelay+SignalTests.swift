import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct PublishRelaySignalTests {
    @Test func theElementsAcceptedWhileSubscribed() {
        let scheduler = makeSharingScheduler()
        let relay = PublishRelay<Int>()
        scheduler.scheduleAt(150) { relay.accept(1) }
        scheduler.scheduleAt(210) { relay.accept(2) }
        scheduler.scheduleAt(250) { relay.accept(3) }
        let res = scheduler.startSharing(disposed: 240) { relay.asSignal() }
        #expect(res.events == [.next(210, 2)])
    }

    @Test func aLateSubscriberSeesOnlyLaterElements() {
        let scheduler = makeSharingScheduler()
        let relay = PublishRelay<Int>()
        var signal: Signal<Int>?
        SharingScheduler.mock(scheduler: scheduler) { signal = relay.asSignal() }
        let first = scheduler.subscribe(signal ?? .never(), at: 200)
        let late = scheduler.subscribe(signal ?? .never(), at: 215)
        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2)])
        #expect(late.events == [.next(220, 2)])
    }
}
