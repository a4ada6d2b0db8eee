import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct SharedSequenceTransformingTests {
    private let scheduler = makeSharingScheduler()

    @Test func mapTransformsEachElementAndTheFallback() {
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 } }
        #expect(res.events == [.next(210, 10), .next(220, 20), .next(230, -10), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func mapDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.startSharing(disposed: 220) { xs.asSignal(onErrorJustReturn: -1).map { $0 * 10 } }
        #expect(res.events == [.next(210, 10)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func mapIsSharedAndRunsOncePerElement() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var calls = 0
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = xs.asDriver(onErrorJustReturn: -1).map { element in
                calls += 1
                return element * 10
            }
        }
        let first = scheduler.subscribe(driver ?? .never(), at: 200)
        let second = scheduler.subscribe(driver ?? .never(), at: 215)
        scheduler.start()
        #expect(first.events == [.next(210, 10), .next(220, 20), .completed(230)])
        #expect(second.events == [.next(215, 10), .next(220, 20), .completed(230)])
        #expect(calls == 2)
    }

    @Test func compactMapKeepsTheNonNilResults() {
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(240)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: "").compactMap { Int($0) } }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func compactMapDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, "1"), .next(230, "2"), .completed(240)])
        let res = scheduler.startSharing(disposed: 220) { xs.asDriver(onErrorJustReturn: "").compactMap { Int($0) } }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func scanEmitsEachIntermediateValue() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let res = scheduler.startSharing { xs.asSignal(onErrorJustReturn: 10).scan(0, accumulator: +) }
        #expect(res.events == [.next(210, 1), .next(220, 3), .next(230, 13), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func scanDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.startSharing(disposed: 220) { xs.asDriver(onErrorJustReturn: 0).scan(0, accumulator: +) }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
