import Ripple
import RippleTest
import Testing

@Suite struct InfallibleTests {
    // MARK: create and constructors

    @Test func createEmitsUntilCompletionAndIgnoresTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Infallible<Int>.InfallibleObserver?
        let disposedAt = Locked<Int?>(nil)
        scheduler.scheduleAt(210) { captured?(.next(1)) }
        scheduler.scheduleAt(220) { captured?(.next(2)) }
        scheduler.scheduleAt(230) { captured?(.completed) }
        scheduler.scheduleAt(240) { captured?(.next(3)) }
        let res = scheduler.start {
            Infallible<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
        }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(disposedAt.value == 230)
    }

    @Test func createDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: Infallible<Int>.InfallibleObserver?
        let disposedAt = Locked<Int?>(nil)
        scheduler.scheduleAt(210) { captured?(.next(1)) }
        scheduler.scheduleAt(400) { captured?(.next(2)) }
        let res = scheduler.start(disposed: 300) {
            Infallible<Int>.create { observer in
                captured = observer
                return Disposables.create { disposedAt.value = scheduler.clock }
            }
        }
        #expect(res.events == [.next(210, 1)])
        #expect(disposedAt.value == 300)
    }

    @Test func constructors() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Infallible.just(1) }.events == [.next(200, 1), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible.of(1, 2) }.events == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible.from([3, 4]) }.events == [.next(200, 3), .next(200, 4), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible.from(5...6) }.events == [.next(200, 5), .next(200, 6), .completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible<Int>.empty() }.events == [.completed(200)])
        #expect(TestScheduler(initialClock: 0).start { Infallible<Int>.never() }.events == [])
    }

    @Test func constructorsOnAScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.of(1, 2, scheduler: scheduler) }
        #expect(res.events == [.next(201, 1), .next(202, 2), .completed(203)])
        let just = TestScheduler(initialClock: 0)
        #expect(just.start { Infallible.just(7, scheduler: just) }.events == [.next(201, 7), .completed(202)])
    }

    @Test func deferredCallsTheFactoryForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var calls = 0
        let res = scheduler.start {
            Infallible.deferred { () -> Infallible<Int> in
                calls += 1
                return .just(scheduler.clock)
            }
        }
        #expect(res.events == [.next(200, 200), .completed(200)])
        #expect(calls == 1)
    }

    // MARK: conversions

    @Test func onErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError()), .next(230, 2)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        #expect(res.events == [.next(210, 1), .next(220, 0), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func onErrorJustReturnMirrorsASuccessfulSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0) }
        #expect(res.events == [.next(210, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func onErrorFallbackTo() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = scheduler.createColdObservable([.next(5, 9), .completed(10)])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: -1)) }
        #expect(res.events == [.next(210, 1), .next(225, 9), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 230)])
    }

    @Test func onErrorRecoverReceivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError(name: "lost"))] as [Recorded<Event<String>>])
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in .just("recovered from \(error)") })
        }
        #expect(res.events == [.next(220, "recovered from lost"), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalWhileTheFallbackIsLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, TestError())] as [Recorded<Event<Int>>])
        let ys = scheduler.createColdObservable([.next(100, 9)])
        let res = scheduler.start(disposed: 250) { xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: 0)) }
        #expect(res.events == [])
        #expect(ys.subscriptions == [Subscription(220, 250)])
    }

    @Test func traitsConvertToo() {
        var received: [Int] = []
        _ = Single<Int>.error(TestError()).asInfallible(onErrorJustReturn: 3).subscribe(onNext: { received.append($0) })
        #expect(received == [3])
    }

    @Test func relaysConvert() {
        let scheduler = TestScheduler(initialClock: 0)
        let behavior = BehaviorRelay(value: 1)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(5)
        scheduler.scheduleAt(210) {
            behavior.accept(2)
            publish.accept(3)
            replay.accept(6)
        }
        let behaviorEvents = scheduler.createObserver(Int.self)
        let publishEvents = scheduler.createObserver(Int.self)
        let replayEvents = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = behavior.asInfallible().asObservable().subscribe(behaviorEvents)
            _ = publish.asInfallible().asObservable().subscribe(publishEvents)
            _ = replay.asInfallible().asObservable().subscribe(replayEvents)
        }
        scheduler.start()
        #expect(behaviorEvents.events == [.next(200, 1), .next(210, 2)])
        #expect(publishEvents.events == [.next(210, 3)])
        #expect(replayEvents.events == [.next(200, 5), .next(210, 6)])
    }

    // MARK: subscribing

    @Test func subscribeWithHandlers() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func subscribeToEvents() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe { event in
            switch event {
            case .next(let value): log.append("next \(value)")
            case .completed: log.append("completed")
            }
        }
        #expect(log == ["next 1", "next 2", "completed"])
    }

    @Test func subscribeWithObject() {
        final class Screen {
            var log: [String] = []
        }
        let screen = Screen()
        _ = Infallible.of(1).subscribe(
            with: screen,
            onNext: { $0.log.append("next \($1)") },
            onCompleted: { $0.log.append("completed") },
            onDisposed: { $0.log.append("disposed") }
        )
        #expect(screen.log == ["next 1", "completed", "disposed"])
    }

    @Test func eventConvertsToEvent() {
        #expect(InfallibleEvent.next(1).event == Event.next(1))
        #expect(InfallibleEvent<Int>.completed.event == Event<Int>.completed)
    }
}
