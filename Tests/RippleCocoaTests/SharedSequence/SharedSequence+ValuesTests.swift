import Ripple
import RippleCocoa
import RippleTest
import Testing

/// `values` on `Driver` and `Signal`: an `AsyncStream` read on the main actor, consumed by a task
/// that a `TestScheduler` runs, with the scheduler as the sharing scheduler, so elements, their
/// virtual times and the subscription log are exact.
@Suite struct SharedSequenceValuesTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @Test func aDriversValuesYieldItsElementsThenFinishWhenItCompletes() async throws {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable("-a-b-#", values: ["a": 1, "b": 2], errors: ["#": TestError()])
        let driver = try #require(sharedSequence(on: scheduler) { xs.asDriver(onErrorJustReturn: -1) })
        let loop = consume(driver.values, on: scheduler)
        await scheduler.runUntilIdle()
        #expect(loop.received.value == ["1@1", "2@3", "-1@5", "end@5"])
        assertMarbles(xs.subscriptions, "^----!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @Test func aSignalsValuesYieldItsElementsThenFinishWhenItCompletes() async throws {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable("-a-b-|", values: ["a": "x", "b": "y"])
        let signal = try #require(sharedSequence(on: scheduler) { xs.asSignal(onErrorJustReturn: "?") })
        let loop = consume(signal.values, on: scheduler)
        await scheduler.runUntilIdle()
        #expect(loop.received.value == ["x@1", "y@3", "end@5"])
        assertMarbles(xs.subscriptions, "^----!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @Test func aDriversValuesStartWithItsLatestElement() async throws {
        let scheduler = makeSharingScheduler()
        let subject = BehaviorSubject(value: 0)
        let driver = try #require(sharedSequence(on: scheduler) { subject.asDriver(onErrorJustReturn: -1) })
        let subscription = driver.drive()
        subject.onNext(1)
        await scheduler.advance(by: .zero)
        let loop = consume(driver.values, on: scheduler)
        scheduler.scheduleAt(2) { subject.onNext(2) }
        scheduler.scheduleAt(4) { subject.onCompleted() }
        await scheduler.runUntilIdle()
        #expect(loop.received.value == ["1@0", "2@2", "end@4"])
        subscription.dispose()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @Test func cancellingTheTaskConsumingADriversValuesDisposesTheSubscription() async throws {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable("-a---b", values: ["a": 1, "b": 2])
        let driver = try #require(sharedSequence(on: scheduler) { xs.asDriver(onErrorJustReturn: 0) })
        let loop = consume(driver.values, on: scheduler)
        scheduler.scheduleAt(2) { loop.task.cancel() }
        await scheduler.runUntilIdle()
        #expect(loop.received.value == ["1@1", "end@2"])
        assertMarbles(xs.subscriptions, "^-!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @Test func cancellingTheTaskConsumingASignalsValuesDisposesTheSubscription() async throws {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable("-a---b", values: ["a": 1, "b": 2])
        let signal = try #require(sharedSequence(on: scheduler) { xs.asSignal(onErrorJustReturn: 0) })
        let loop = consume(signal.values, on: scheduler)
        scheduler.scheduleAt(2) { loop.task.cancel() }
        await scheduler.runUntilIdle()
        #expect(loop.received.value == ["1@1", "end@2"])
        assertMarbles(xs.subscriptions, "^-!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @MainActor @Test func neitherEndingLeaksASubscription() async {
        // The source completing ends the loop from one side, cancelling the task from the other.
        let endings: [(marbles: String, cancelAt: TestTime?, expected: [String])] = [
            ("-a-|", nil, ["1@1", "end@3"]),
            ("-a---b", 2, ["1@1", "end@2"]),
        ]
        for ending in endings {
            for trait in ["Driver", "Signal"] {
                let received = await assertNoLeakedSubscriptions {
                    let scheduler = makeSharingScheduler()
                    let xs = scheduler.createHotObservable(ending.marbles, values: ["a": 1, "b": 2])
                    let stream = trait == "Driver"
                        ? sharedSequence(on: scheduler) { xs.asDriver(onErrorJustReturn: 0) }?.values
                        : sharedSequence(on: scheduler) { xs.asSignal(onErrorJustReturn: 0) }?.values
                    guard let stream else { return ["no \(trait)"] }
                    let loop = consume(stream, on: scheduler)
                    if let cancelAt = ending.cancelAt {
                        scheduler.scheduleAt(cancelAt) { loop.task.cancel() }
                    }
                    await scheduler.runUntilIdle()
                    return loop.received.value
                }
                #expect(received == ending.expected, "\(trait), \(ending.marbles)")
            }
        }
    }

    @MainActor @Test func droppingTheStreamDisposesTheSubscription() throws {
        let scheduler = makeSharingScheduler()
        let subject = PublishSubject<Int>()
        let driver = try #require(sharedSequence(on: scheduler) { subject.asDriver(onErrorJustReturn: 0) })
        var stream: AsyncStream<Int>? = driver.values
        #expect(subject.hasObservers)
        stream = nil
        #expect(stream == nil)
        #expect(!subject.hasObservers)
    }

    @MainActor @Test func withoutAMockADriversElementsArriveThroughTheMainQueue() async throws {
        let stream = Driver.from([1, 2, 3]).values
        let loop = Task<[Int], Swift.Error> {
            var received: [Int] = []
            for await value in stream {
                received.append(value)
            }
            return received
        }
        let received = await outcome(of: loop, within: 60)
        loop.cancel()
        #expect(try received?.get() == [1, 2, 3])
    }
}

/// The shared sequence that `build` makes with `scheduler` as the sharing scheduler.
private func sharedSequence<Strategy, Element>(
    on scheduler: TestScheduler,
    _ build: () -> SharedSequence<Strategy, Element>
) -> SharedSequence<Strategy, Element>? {
    var built: SharedSequence<Strategy, Element>?
    SharingScheduler.mock(scheduler: scheduler) { built = build() }
    return built
}

/// Iterates `stream` in a task that `scheduler` runs, recording each element and the end of the
/// loop with the virtual time it happened at.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
private func consume<Element: Sendable>(
    _ stream: AsyncStream<Element>,
    on scheduler: TestScheduler
) -> (received: Locked<[String]>, task: Task<Void, Never>) {
    let received = Locked<[String]>([])
    let task = scheduler.task {
        for await value in stream {
            received.append("\(value)@\(scheduler.clock)")
        }
        received.append("end@\(scheduler.clock)")
    }
    return (received, task)
}
