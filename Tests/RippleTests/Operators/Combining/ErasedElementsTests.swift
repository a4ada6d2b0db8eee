import Ripple
import RippleTest
import Testing

/// The fixed-arity `combineLatest` and `zip` receive their sources' events as RxSwift's do, with
/// no stage between: what a source still sends after the result was disposed reaches the result
/// selector (RxSwift's outputs as expectations).
@Suite struct ErasedElementsTests {
    /// `timeout` switches to `range`, whose first element ends `element(at: 0)`; `range` goes on
    /// sending while it is being subscribed, and `timeout` passes its elements straight on, as
    /// RxSwift's does.
    private func afterDisposal(_ combine: @escaping (Observable<Int>, Observable<Int>, SharedLog) -> Observable<Int>) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        _ = scheduler.start(logging: log) {
            let switching = Observable<Int>.never()
                .timeout(.seconds(5), other: Observable.range(start: 0, count: 3), scheduler: scheduler)
            return combine(.just(0), switching, log).element(at: 0)
        }
        return log.entries
    }

    @Test func combineLatestStillCombinesWhatASourceSendsAfterTheDisposal() {
        let entries = afterDisposal { first, second, log in
            Observable.combineLatest(first, second) { a, b in
                log.append("selector(\(a), \(b))")
                return a * 100 + b
            }
        }
        #expect(entries == ["selector(0, 0)", "out <- next(0)", "out <- completed", "selector(0, 1)", "selector(0, 2)"])
    }

    @Test func zipStillReceivesWhatASourceSendsAfterTheDisposal() {
        let entries = afterDisposal { first, second, log in
            Observable.zip(first.concat(Observable.of(1, 2)), second) { a, b in
                log.append("selector(\(a), \(b))")
                return a * 100 + b
            }
        }
        #expect(entries == ["selector(0, 0)", "out <- next(0)", "out <- completed", "selector(1, 1)", "selector(2, 2)"])
    }

    @Test func errorsAndCompletionPassUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(230)])
        let res = scheduler.start { Observable.combineLatest(xs, ys) { $0 * 10 + $1 } }
        #expect(res.events == [.next(215, 12), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(200, 220)])
    }
}
