import Ripple
import RippleTest
import Testing

/// `Infallible.values`: an `AsyncStream`, consumed without `try`.
@Suite struct InfallibleValuesTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func yieldsTheElementsThenFinishesWhenTheSequenceCompletes() async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-|", values: ["a": "x", "b": "y"])
        let infallible = xs.asInfallible(onErrorJustReturn: "?")
        let received = Locked<[String]>([])
        scheduler.task {
            for await value in infallible.values {
                received.append("\(value)@\(scheduler.clock)")
            }
            received.append("end@\(scheduler.clock)")
        }
        await scheduler.runUntilIdle()
        #expect(received.value == ["x@1", "y@3", "end@5"])
        assertMarbles(xs.subscriptions, "^----!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func cancellingTheConsumingTaskDisposesTheSubscriptionAndEndsTheLoop() async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a---b", values: ["a": 1, "b": 2])
        let infallible = xs.asInfallible(onErrorJustReturn: 0)
        let received = Locked<[String]>([])
        let task = scheduler.task {
            for await value in infallible.values {
                received.append("\(value)")
            }
            received.append("end@\(scheduler.clock)")
        }
        scheduler.scheduleAt(2) { task.cancel() }
        await scheduler.runUntilIdle()
        #expect(received.value == ["1", "end@2"])
        assertMarbles(xs.subscriptions, "^-!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func droppingTheStreamDisposesTheSubscription() {
        let subject = PublishSubject<Int>()
        var stream: AsyncStream<Int>? = subject.asInfallible(onErrorJustReturn: 0).values
        #expect(subject.hasObservers)
        stream = nil
        #expect(stream == nil)
        #expect(!subject.hasObservers)
    }
}
