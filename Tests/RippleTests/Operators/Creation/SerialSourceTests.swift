import Ripple
import RippleTest
import Testing

/// The sequence made from a subscribe function that sends serialized events (a test observable's):
/// its observer forwards them as they come, and ignores anything after a terminal event or after
/// disposal, as `create`'s does.
@Suite struct SerialSourceTests {
    /// A source that sends `events` at their times when subscribed, and counts the disposals of
    /// the subscriptions it returned.
    private func source(_ scheduler: TestScheduler, _ events: [Recorded<Event<Int>>], disposals: Locked<Int>) -> Observable<Int> {
        Observable.serialSource { observer in
            for event in events {
                scheduler.scheduleAt(event.time) {
                    if case .next(let element) = event.value {
                        observer.onNext(element)
                    } else {
                        observer.on(event.value)
                    }
                }
            }
            return Disposables.create { disposals.withValue { $0 += 1 } }
        }
    }

    @Test func forwardsElementsAndTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposals = Locked(0)
        let res = scheduler.start { source(scheduler, [.next(210, 1), .next(220, 2), .completed(230)], disposals: disposals) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(disposals.value == 1)
    }

    @Test func ignoresEverythingAfterAnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposals = Locked(0)
        let res = scheduler.start {
            source(scheduler, [.next(210, 1), .error(220, TestError()), .next(230, 2), .completed(240)], disposals: disposals)
        }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(disposals.value == 1)
    }

    @Test func ignoresEverythingAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposals = Locked(0)
        let res = scheduler.start(disposed: 225) {
            source(scheduler, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)], disposals: disposals)
        }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(disposals.value == 1)
    }

    /// A test observable subscribed through an operator goes through its serial source: a hot
    /// observable's events after its completion, and after the subscription is disposed, reach no
    /// one, while its subscriptions are logged as before.
    @Test func testObservablesThroughOperatorsFollowTheGrammar() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2), .error(240, TestError())])
        let res = scheduler.start { xs.map { $0 * 10 } }
        #expect(res.events == [.next(210, 10), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        let ys = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let later = scheduler.start(created: 1_000, subscribed: 1_100, disposed: 1_115) { ys.map { $0 * 10 } }
        #expect(later.events == [.next(1_110, 10)])
        #expect(ys.subscriptions == [Subscription(1_100, 1_115)])
    }
}
