import Ripple
import RippleTest
import Testing

/// `values`: an observable as an `AsyncThrowingStream`, consumed by a task that a `TestScheduler`
/// runs, so elements, their virtual times and the subscription log are exact. The sources are
/// RippleTest's `TestableObservable`s (RxTest's `TestableObservable.values` row), subjects and
/// relays.
@Suite struct ObservableValuesTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func yieldsTheElementsThenFinishesWhenTheSequenceCompletes() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a-b--|", values: ["a": 1, "b": 2])
        let received = Locked<[String]>([])
        scheduler.task {
            for try await value in xs.values {
                received.append("\(value)@\(scheduler.clock)")
            }
            received.append("end@\(scheduler.clock)")
        }
        await scheduler.runUntilIdle()
        #expect(received.value == ["1@2", "2@4", "end@7"])
        assertMarbles(xs.subscriptions, "^------!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func throwsTheSequencesErrorAfterItsElements() async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-#", values: ["a": 1], errors: ["#": TestError()])
        let received = Locked<[Int]>([])
        let loop = Outcome<Void>()
        scheduler.task {
            await loop.capture {
                for try await value in xs.values {
                    received.append(value)
                }
            }
        }
        await scheduler.runUntilIdle()
        #expect(received.value == [1])
        #expect(throws: TestError()) { try loop.result?.get() }
        assertMarbles(xs.subscriptions, "^--!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func subscribesWhenReadAndBuffersUntilIterated() async throws {
        let subject = PublishSubject<Int>()
        let stream = subject.values
        #expect(subject.hasObservers)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        var received: [Int] = []
        for try await value in stream {
            received.append(value)
        }
        #expect(received == [1, 2])
        #expect(!subject.hasObservers)
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func cancellingTheConsumingTaskDisposesTheSubscriptionAndThrowsCancellationError() async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a----b", values: ["a": 1, "b": 2])
        let received = Locked<[Int]>([])
        let loop = Outcome<Void>()
        let task = scheduler.task {
            await loop.capture {
                for try await value in xs.values {
                    received.append(value)
                }
            }
        }
        scheduler.scheduleAt(3) { task.cancel() }
        await scheduler.runUntilIdle()
        #expect(received.value == [1])
        #expect(throws: CancellationError.self) { try loop.result?.get() }
        assertMarbles(xs.subscriptions, "^--!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func leavingTheLoopDisposesTheSubscription() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-c", values: ["a": 1, "b": 2, "c": 3])
        let found = Outcome<Int>()
        scheduler.task {
            await found.capture {
                for try await value in xs.values where value == 2 {
                    return value
                }
                return 0
            }
        }
        await scheduler.runUntilIdle()
        #expect(try found.result?.get() == 2)
        assertMarbles(xs.subscriptions, "^--!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func relaysYieldWhatTheyAreSentUntilTheConsumingTaskIsCancelled() async {
        let behavior = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(0)
        let relays: [(values: () -> AsyncThrowingStream<Int, Swift.Error>, accept: (Int) -> Void, expected: [String])] = [
            ({ behavior.values }, behavior.accept, ["0@0", "1@1", "cancelled@2"]),
            ({ publish.values }, publish.accept, ["1@1", "cancelled@2"]),
            ({ replay.values }, replay.accept, ["0@0", "1@1", "cancelled@2"]),
        ]
        for relay in relays {
            // A relay never terminates: only the cancellation releases the subscription.
            let received = await assertNoLeakedSubscriptions {
                let scheduler = TestScheduler(initialClock: 0)
                let received = Locked<[String]>([])
                let stream = relay.values()
                let task = scheduler.task {
                    do {
                        for try await value in stream {
                            received.append("\(value)@\(scheduler.clock)")
                        }
                    } catch {
                        received.append("\(error is CancellationError ? "cancelled" : "\(error)")@\(scheduler.clock)")
                    }
                }
                scheduler.scheduleAt(1) { relay.accept(1) }
                scheduler.scheduleAt(2) { task.cancel() }
                scheduler.scheduleAt(3) { relay.accept(3) }
                await scheduler.runUntilIdle()
                return received.value
            }
            #expect(received == relay.expected)
        }
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func droppingTheStreamDisposesTheSubscriptionAndReleasesTheSource() {
        let log = SharedLog()
        weak var weakResource: Resource?
        do {
            let resource = Resource()
            weakResource = resource
            let source = Observable<Int>.create { _ in
                Disposables.create { [resource] in log.append("disposed \(resource.name)") }
            }
            _ = source.values
        }
        #expect(log.entries == ["disposed resource"])
        #expect(weakResource == nil)
    }
}

/// Something a source holds, to check that it is released.
final class Resource: Sendable {
    let name = "resource"
}
