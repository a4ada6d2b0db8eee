import Ripple
import RippleCocoa
import RippleTest
import Testing
import TestSupport

@Suite struct ControlEventTests {
    private let scheduler = makeSharingScheduler()

    @Test func subscribingReceivesTheWrappedEvents() {
        let taps = scheduler.createHotObservable([.next(210, ()), .next(230, ()), .completed(240)])
        let event = ControlEvent(events: taps)
        let res = scheduler.start { event.map { "tap" } }
        #expect(res.events == [.next(210, "tap"), .next(230, "tap"), .completed(240)])
        #expect(taps.subscriptions == [Subscription(200, 240)])
    }

    @Test func disposingUnsubscribes() {
        let taps = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.start(disposed: 220) { ControlEvent(events: taps).asControlEvent() }
        #expect(res.events == [.next(210, 1)])
        #expect(taps.subscriptions == [Subscription(200, 220)])
    }

    @Test func asDriverAndAsSignalDeliverOnTheSharingScheduler() {
        let taps = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let driver = scheduler.startSharing { ControlEvent(events: taps).asDriver() }
        let scheduler2 = TestScheduler(initialClock: 0)
        let taps2 = scheduler2.createHotObservable([.next(210, 1), .completed(220)])
        let signal = scheduler2.startSharing { ControlEvent(events: taps2).asSignal() }
        #expect(driver.events == [.next(210, 1), .completed(220)])
        #expect(signal.events == [.next(211, 1), .completed(221)])
    }

    @Test func asInfallibleForwardsTheEvents() {
        let taps = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { ControlEvent(events: taps).asInfallible().asObservable() }
        #expect(res.events == [.next(210, 1), .completed(220)])
    }

    @Test func aFailingSourceIsReportedAndTheConversionsComplete() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let taps = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "control event boom"))])
            let event = ControlEvent(events: taps)
            let driver = scheduler.startSharing { event.asDriver() }
            #expect(driver.events == [.next(210, 1), .completed(220)])
            let scheduler2 = makeSharingScheduler()
            let taps2 = scheduler2.createHotObservable([.error(220, TestError(name: "control event boom"))] as [Recorded<Event<Int>>])
            let infallible = scheduler2.start { ControlEvent(events: taps2).asInfallible().asObservable() }
            #expect(infallible.events == [.completed(220)])
            let mine = reported.entries.filter { $0.contains("control event boom") }
            #expect(mine == [
                "Unexpected error in a ControlEvent: control event boom",
                "Unexpected error in a ControlEvent: control event boom",
            ])
        }
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func valuesYieldTheEventsThenFinishWhenTheSourceCompletes() async throws {
        let scheduler = makeSharingScheduler()
        let taps = scheduler.createHotObservable("-a-b-|", values: ["a": 1, "b": 2])
        let event = ControlEvent(events: taps)
        let received = Locked<[String]>([])
        scheduler.task {
            for try await value in event.values {
                received.append("\(value)@\(scheduler.clock)")
            }
            received.append("end@\(scheduler.clock)")
        }
        await scheduler.runUntilIdle()
        #expect(received.value == ["1@1", "2@3", "end@5"])
        assertMarbles(taps.subscriptions, "^----!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func cancellingTheTaskConsumingTheValuesDisposesTheSubscription() async {
        let scheduler = makeSharingScheduler()
        let taps = scheduler.createHotObservable("-a---b", values: ["a": 1, "b": 2])
        let event = ControlEvent(events: taps)
        let received = Locked<[String]>([])
        let task = scheduler.task {
            do {
                for try await value in event.values {
                    received.append("\(value)@\(scheduler.clock)")
                }
            } catch {
                received.append("\(error is CancellationError ? "cancelled" : "\(error)")@\(scheduler.clock)")
            }
        }
        scheduler.scheduleAt(2) { task.cancel() }
        await scheduler.runUntilIdle()
        #expect(received.value == ["1@1", "cancelled@2"])
        assertMarbles(taps.subscriptions, "^-!")
    }
}
