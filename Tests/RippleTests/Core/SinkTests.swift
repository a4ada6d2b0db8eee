import Ripple
import RippleTest
import Testing
import TestSupport

/// A sink's lifecycle, as RxSwift's: a disposed stage forwards nothing, even while a source that
/// is still being subscribed goes on sending; a sink's handlers run for what its sources still
/// send; a disposal while a producer subscribes its sink takes effect once the subscription
/// returns. Each expectation is RxSwift 6.10's output for the same chain.
@Suite struct SinkTests {
    /// The elements a `map` was called with, and the events of the test.
    private func mapCalls(
        _ body: (TestScheduler, @escaping (Observable<Int>) -> Observable<Int>) -> TestableObserver<Int>
    ) -> (calls: [Int], events: [Recorded<Event<Int>>]) {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = SharedLog()
        let observer = body(scheduler) { source in
            source.map { element in
                calls.append("\(element)")
                return element * 10
            }
        }
        return (calls.entries.compactMap(Int.init), observer.events)
    }

    @Test func aDisposedFlatMapForwardsNothingMoreFromAnInnerSequenceStillEmitting() {
        let (calls, events) = mapCalls { scheduler, mapped in
            let hot = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            return scheduler.start { mapped(hot.flatMap { _ in Observable.of(1, 2, 3) }).take(1) }
        }
        #expect(calls == [1])
        #expect(events == [.next(210, 10), .completed(210)])
    }

    @Test func aDisposedFlatMapForwardsNothingMoreFromAnInnerRange() {
        let (calls, events) = mapCalls { scheduler, mapped in
            let hot = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            return scheduler.start { mapped(hot.flatMap { _ in Observable.range(start: 1, count: 3) }).take(1) }
        }
        #expect(calls == [1])
        #expect(events == [.next(210, 10), .completed(210)])
    }

    @Test func aDisposedConcatForwardsNothingMoreFromASynchronousSequence() {
        let (calls, events) = mapCalls { scheduler, mapped in
            let hot: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
            return scheduler.start { mapped(hot.asObservable().concat(Observable.of(1, 2, 3))).take(1) }
        }
        #expect(calls == [1])
        #expect(events == [.next(250, 10), .completed(250)])
    }

    @Test func firstTakesOneElementOfAnInnerSequenceStillEmitting() {
        let scheduler = TestScheduler(initialClock: 0)
        let calls = SharedLog()
        let hot = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start {
            hot.flatMap { _ in Observable.of(1, 2, 3) }
                .map { element -> Int in
                    calls.append("\(element)")
                    return element * 10
                }
                .first()
                .asObservable()
        }
        #expect(calls.entries == ["1"])
        #expect(res.events == [.next(210, 10), .completed(210)])
        #expect(hot.subscriptions == [Subscription(200, 210)])
    }

    @Test func asMaybeFailsAtTheSecondElementAndForwardsNothingMore() {
        let (calls, events) = mapCalls { scheduler, mapped in
            let hot = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            return scheduler.start { mapped(hot.flatMap { _ in Observable.of(1, 2, 3) }).asMaybe().asObservable() }
        }
        #expect(calls == [1, 2])
        #expect(events == [.error(210, RxError.moreThanOneElement)])
    }

    @Test func aCompletionAfterTheDisposalDoesNotReachDo() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start {
            Observable<Int>.interval(.seconds(10), scheduler: scheduler)
                .take(1)
                .do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }, onDispose: { log.append("dispose") })
                .take(1)
        }
        #expect(log.entries == ["next 0", "dispose"])
        #expect(res.events == [.next(210, 0), .completed(210)])
    }

    @Test func aMillionElementInnerRangeCallsMapOnce() {
        let subject = PublishSubject<Int>()
        var calls = 0
        var events: [Event<Int>] = []
        _ = subject.flatMap { _ in Observable.range(start: 0, count: 1_000_000) }
            .map { element -> Int in
                calls += 1
                return element
            }
            .take(1)
            .subscribe { events.append($0) }
        subject.onNext(1)
        #expect(calls == 1)
        #expect(events == [.next(0), .completed])
    }

    /// Better than RxSwift, which walks the rest of such a sequence without forwarding it: the
    /// sequence stops at the step after its observer's disposal.
    @Test func anInnerSequenceStopsSoonAfterItsObserverIsDisposed() {
        var pulled = 0
        let elements = (0..<1_000_000).lazy.map { element -> Int in
            pulled += 1
            return element
        }
        let subject = PublishSubject<Int>()
        _ = subject.flatMap { _ in Observable.from(elements) }.take(1).subscribe()
        subject.onNext(1)
        #expect(pulled <= 2)
    }

    /// RxSwift disposes what `run` returns once `run` returns: a source that keeps sending after
    /// the sink failed, while it is subscribed, still reaches the sink's handlers.
    @Test func aSourceStillSendingWhileSubscribedReachesTheSelectorAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(3)
                observer.onNext(4)
                return Disposables.create { log.append("create dispose") }
            }
            .flatMap { element -> Observable<Int> in
                log.append("selector \(element)")
                return element == 3 ? .error(TestError()) : .just(element)
            }
        }
        #expect(log.entries == ["selector 3", "selector 4", "create dispose"])
        #expect(res.events == [.error(200, TestError())])
    }

    @Test func startWithElementsAllReachTheSelectorWhenTheFirstFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let res = scheduler.start {
            Observable.just(0).startWith(9).flatMap { element -> Observable<Int> in
                log.append("selector \(element)")
                return .error(TestError())
            }
        }
        #expect(log.entries == ["selector 9", "selector 0"])
        #expect(res.events == [.error(200, TestError())])
    }
}
