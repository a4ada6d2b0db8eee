import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct SharedSequenceFilteringTests {
    private let scheduler = makeSharingScheduler()

    @Test func filterKeepsTheElementsThatPass() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError())])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: 4).filter { $0.isMultiple(of: 2) } }
        #expect(res.events == [.next(220, 2), .next(240, 4), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func filterDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 2), .next(230, 4), .completed(240)])
        let res = scheduler.startSharing(disposed: 220) { xs.asSignal(onErrorJustReturn: 0).filter { $0.isMultiple(of: 2) } }
        #expect(res.events == [.next(210, 2)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func skipDropsTheFirstElements() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1).skip(2) }
        #expect(res.events == [.next(230, 3), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func skipDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let res = scheduler.startSharing(disposed: 230) { xs.asDriver(onErrorJustReturn: -1).skip(1) }
        #expect(res.events == [.next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func distinctUntilChangedOverloadsDropRepeats() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 1), .next(230, 3), .next(240, 2), .error(250, TestError())]
        let factories: [(Driver<Int>) -> Driver<Int>] = [
            { $0.distinctUntilChanged() },
            { $0.distinctUntilChanged { $0 } },
            { $0.distinctUntilChanged { $0 == $1 } },
            { $0.distinctUntilChanged({ $0 }, comparer: { $0 == $1 }) },
        ]
        for factory in factories {
            let scheduler = makeSharingScheduler()
            let xs = scheduler.createHotObservable(events)
            let res = scheduler.startSharing { factory(xs.asDriver(onErrorJustReturn: 2)) }
            #expect(res.events == [.next(210, 1), .next(230, 3), .next(240, 2), .completed(250)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func distinctUntilChangedByKeyOrComparer() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 4), .completed(240)])
        let byKey = scheduler.startSharing { xs.asDriver(onErrorJustReturn: 0).distinctUntilChanged { $0 % 2 } }
        let scheduler2 = makeSharingScheduler()
        let ys = scheduler2.createHotObservable([.next(210, 1), .next(220, 3), .next(230, 4), .completed(240)])
        let byComparer = scheduler2.startSharing {
            ys.asSignal(onErrorJustReturn: 0).distinctUntilChanged({ $0 % 2 }, comparer: { $0 == $1 })
        }
        #expect(byKey.events == [.next(210, 1), .next(230, 4), .completed(240)])
        #expect(byComparer.events == [.next(210, 1), .next(230, 4), .completed(240)])
    }

    @Test func distinctUntilChangedDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let res = scheduler.startSharing(disposed: 220) { xs.asDriver(onErrorJustReturn: 0).distinctUntilChanged() }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
