import Ripple
import RippleTest
import Testing

/// `Single.value`, `Maybe.value` and `Completable.value`, awaited by tasks that a `TestScheduler`
/// runs, with the subscription logs of the sources.
@Suite struct PrimitiveSequenceValueTests {
    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func singleValueReturnsTheElement() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("---(a|)", values: ["a": 42])
        let value = Outcome<Int>()
        scheduler.task { await value.capture { try await xs.asSingle().value } }
        await scheduler.runUntilIdle()
        #expect(try value.result?.get() == 42)
        assertMarbles(xs.subscriptions, "^--!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func singleValueThrowsTheError() async {
        let scheduler = TestScheduler(initialClock: 0)
        let value = Outcome<Int>()
        scheduler.task { await value.capture { try await Single<Int>.error(TestError()).value } }
        await scheduler.runUntilIdle()
        #expect(throws: TestError()) { try value.result?.get() }
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func singleValueOfAnEmptySequenceThrowsNoElements() async {
        let scheduler = TestScheduler(initialClock: 0)
        let value = Outcome<Int>()
        scheduler.task { await value.capture { try await Observable<Int>.empty().asSingle().value } }
        await scheduler.runUntilIdle()
        #expect(throws: RxError.noElements) { try value.result?.get() }
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func maybeValueReturnsTheElementOrNil() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let element = Outcome<Int?>()
        let empty = Outcome<Int?>()
        let failed = Outcome<Int?>()
        scheduler.task { await element.capture { try await Maybe.just(7).value } }
        scheduler.task { await empty.capture { try await Maybe<Int>.empty().value } }
        scheduler.task { await failed.capture { try await Maybe<Int>.error(TestError()).value } }
        await scheduler.runUntilIdle()
        #expect(try element.result?.get() == 7)
        #expect(try empty.result?.get() == .some(nil))
        #expect(throws: TestError()) { try failed.result?.get() }
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func completableValueReturnsOnCompletionOrThrows() async throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createColdObservable([.completed(2)])
        let completed = Outcome<Void>()
        let failed = Outcome<Void>()
        scheduler.task { await completed.capture { try await xs.asCompletable().value } }
        scheduler.task { await failed.capture { try await Completable.error(TestError()).value } }
        await scheduler.runUntilIdle()
        #expect(throws: Never.self) { try completed.result?.get() }
        #expect(completed.result != nil)
        #expect(throws: TestError()) { try failed.result?.get() }
        assertMarbles(xs.subscriptions, "^-!")
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test(arguments: ["single", "maybe", "completable"])
    func cancellingTheAwaitingTaskDisposesTheSubscriptionAndThrowsCancellationError(_ trait: String) async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-----(a|)", values: ["a": 1])
        let awaited = Outcome<Void>()
        let task = scheduler.task {
            await awaited.capture {
                switch trait {
                case "single": _ = try await xs.asSingle().value
                case "maybe": _ = try await xs.asMaybe().value
                default: try await xs.ignoreElements().asCompletable().value
                }
            }
        }
        scheduler.scheduleAt(2) { task.cancel() }
        await scheduler.runUntilIdle()
        #expect(throws: CancellationError.self) { try awaited.result?.get() }
        assertMarbles(xs.subscriptions, "^-!")
        scheduler.assertNothingPending()
    }

    @available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
    @Test func anAlreadyCancelledTaskSubscribesAndDisposesAtOnce() async {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-(a|)", values: ["a": 1])
        let value = Outcome<Int>()
        scheduler.task {
            withUnsafeCurrentTask { $0?.cancel() }
            await value.capture { try await xs.asSingle().value }
        }
        await scheduler.runUntilIdle()
        #expect(throws: CancellationError.self) { try value.result?.get() }
        #expect(xs.subscriptions == [Subscription(0, 0)])
    }

    @Test func anAlreadyCancelledTaskGetsAnOutcomeThatComesAtOnce() async throws {
        for _ in 0..<50 {
            let outcomes = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                let completed: Result<Void, Error> = await Result { try await Completable.empty().value }
                let empty: Result<Int?, Error> = await Result { try await Maybe<Int>.empty().value }
                let just: Result<Int, Error> = await Result { try await Single.just(1).value }
                return (completed, empty, just)
            }
            let (completed, empty, just) = await outcomes.value
            #expect(throws: Never.self) { try completed.get() }
            #expect(try empty.get() == nil)
            #expect(try just.get() == 1)
        }
    }

    @Test func anAlreadyCancelledTaskAwaitingASequenceWithoutAnOutcomeThrows() async {
        let outcome = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await Result { try await Single<Int>.never().value }
        }
        let result = await outcome.value
        #expect(throws: CancellationError.self) { try result.get() }
    }
}

extension Result where Failure == Error {
    /// The outcome of `body`.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
