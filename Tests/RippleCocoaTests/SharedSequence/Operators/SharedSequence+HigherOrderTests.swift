import Ripple
import RippleCocoa
import RippleTest
import Testing

/// The inner sequences are cold test observables converted to signals (or drivers) with their
/// own fallbacks, so an inner failure shows up as its fallback and never ends the outer one.
@Suite struct SharedSequenceHigherOrderTests {
    private let scheduler = makeSharingScheduler()

    @Test func flatMapMergesEveryInnerSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 10), .error(15, TestError())])
        let res = scheduler.startSharing {
            xs.asDriver(onErrorJustReturn: -1).flatMap { element in
                inner.asSignal(onErrorJustReturn: 100).map { $0 + element }
            }
        }
        #expect(res.events == [.next(215, 11), .next(225, 101), .next(225, 12), .next(235, 102), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
        #expect(inner.subscriptions == [Subscription(210, 225), Subscription(220, 235)])
    }

    @Test func flatMapLatestKeepsOnlyTheLatestInnerSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(240, TestError())])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(15, 20), .completed(20)])
        let res = scheduler.startSharing {
            xs.asDriver(onErrorJustReturn: 3).flatMapLatest { element in
                inner.asDriver(onErrorJustReturn: 0).map { $0 + element }
            }
        }
        #expect(res.events == [.next(215, 11), .next(225, 12), .next(235, 22), .next(245, 13), .next(255, 23), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(inner.subscriptions == [Subscription(210, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test func flatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 10), .completed(20)])
        let res = scheduler.startSharing {
            xs.asSignal(onErrorJustReturn: -1).flatMapFirst { element in
                inner.asSignal(onErrorJustReturn: 0).map { $0 + element }
            }
        }
        #expect(res.events == [.next(215, 11), .next(245, 13), .completed(300)])
        #expect(inner.subscriptions == [Subscription(210, 230), Subscription(240, 260)])
    }

    @Test func flatMapLatestDisposedInTheMiddleDisposesTheInnerSequence() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 10), .next(15, 20), .completed(20)])
        let res = scheduler.startSharing(disposed: 220) {
            xs.asDriver(onErrorJustReturn: 0).flatMapLatest { _ in inner.asDriver(onErrorJustReturn: 0) }
        }
        #expect(res.events == [.next(215, 10)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(inner.subscriptions == [Subscription(210, 220)])
    }

    @Test func aDriverCanFlatMapIntoSignals() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.startSharing {
            xs.asDriver(onErrorJustReturn: 0).flatMap { element -> Signal<String> in .just("\(element)") }
        }
        #expect(res.events == [.next(210, "1"), .completed(230)])
    }

    @Test func switchLatestFollowsTheLatestInnerSequence() {
        let first = scheduler.createHotObservable([.next(215, 1), .next(225, 2), .error(228, TestError())])
        let second = scheduler.createHotObservable([.next(225, 10), .next(235, 20), .completed(240)])
        let outer = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(250)])
        let res = scheduler.startSharing {
            outer.asDriver(onErrorJustReturn: "").map { name in
                (name == "a" ? first : second).asDriver(onErrorJustReturn: -1)
            }.switchLatest()
        }
        #expect(res.events == [.next(215, 1), .next(225, 10), .next(235, 20), .completed(250)])
        #expect(first.subscriptions == [Subscription(210, 220)])
        #expect(second.subscriptions == [Subscription(220, 240)])
    }

    @Test func mergeFlattensEveryInnerSequence() {
        let first = scheduler.createHotObservable([.next(215, 1), .error(235, TestError())])
        let second = scheduler.createHotObservable([.next(225, 10), .completed(240)])
        let outer = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let res = scheduler.startSharing {
            outer.asSignal(onErrorJustReturn: "").map { name in
                (name == "a" ? first : second).asSignal(onErrorJustReturn: -1)
            }.merge()
        }
        #expect(res.events == [.next(215, 1), .next(225, 10), .next(235, -1), .completed(240)])
        #expect(first.subscriptions == [Subscription(210, 235)])
        #expect(second.subscriptions == [Subscription(220, 240)])
    }

    @Test func mergeMaxConcurrentWaitsForARunningSequenceToComplete() {
        let inner = scheduler.createColdObservable([.next(5, 1), .completed(10)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(212, 100), .completed(300)])
        let res = scheduler.startSharing {
            outer.asDriver(onErrorJustReturn: 0).map { offset in
                inner.asDriver(onErrorJustReturn: 0).map { $0 + offset }
            }.merge(maxConcurrent: 1)
        }
        #expect(res.events == [.next(215, 1), .next(225, 101), .completed(300)])
        #expect(inner.subscriptions == [Subscription(210, 220), Subscription(220, 230)])
    }

    @Test func mergeDisposedInTheMiddle() {
        let inner = scheduler.createColdObservable([.next(5, 1), .next(20, 2), .completed(30)])
        let outer = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        let res = scheduler.startSharing(disposed: 220) {
            outer.asDriver(onErrorJustReturn: 0).map { _ in inner.asDriver(onErrorJustReturn: 0) }.merge()
        }
        #expect(res.events == [.next(215, 1)])
        #expect(outer.subscriptions == [Subscription(200, 220)])
        #expect(inner.subscriptions == [Subscription(210, 220)])
    }

    @Test func mergeMaxConcurrentBelowOneCompletesAndReportsTheError() {
        let reported = SharedLog()
        let outer = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let res = scheduler.startSharing {
                outer.asDriver(onErrorJustReturn: 0).map { Driver.just($0) }.merge(maxConcurrent: 0)
            }
            #expect(res.events.map(\.value) == [.completed])
        }
        #expect(outer.subscriptions == [])
        #expect(reported.entries == ["Unexpected error in SharedSequence.merge(maxConcurrent:): Argument out of range."])
    }
}
