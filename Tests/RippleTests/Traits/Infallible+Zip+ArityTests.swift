// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

import Ripple
import RippleTest
import Testing

/// Every fixed-arity `Infallible.zip` overload: RxSwift's symmetric scenario, and synchronous
/// sources.
@Suite struct InfallibleZipArityTests {
    // MARK: - 2 sources

    @Test func zip2() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
        let res = scheduler.start {
            Infallible.zip(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1)) { [$0, $1] }
        }
        #expect(res.events == [.next(220, [1, 2]), .next(320, [10, 20]), .completed(400)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
    }

    @Test func zipSynchronousSources2() {
        var events: [Event<[Int]>] = []
        _ = Infallible.zip(Infallible.just(1), Infallible.just(2)) { [$0, $1] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2]), .completed])
    }

    // MARK: - 3 sources

    @Test func zip3() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
        let res = scheduler.start {
            Infallible.zip(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2] }
        }
        #expect(res.events == [.next(230, [1, 2, 3]), .next(330, [10, 20, 30]), .completed(400)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
        #expect(e2.subscriptions == [Subscription(200, 400)])
    }

    @Test func zipSynchronousSources3() {
        var events: [Event<[Int]>] = []
        _ = Infallible.zip(Infallible.just(1), Infallible.just(2), Infallible.just(3)) { [$0, $1, $2] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3]), .completed])
    }

    // MARK: - 4 sources

    @Test func zip4() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
        let res = scheduler.start {
            Infallible.zip(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3] }
        }
        #expect(res.events == [.next(240, [1, 2, 3, 4]), .next(340, [10, 20, 30, 40]), .completed(400)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
        #expect(e2.subscriptions == [Subscription(200, 400)])
        #expect(e3.subscriptions == [Subscription(200, 400)])
    }

    @Test func zipSynchronousSources4() {
        var events: [Event<[Int]>] = []
        _ = Infallible.zip(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4)) { [$0, $1, $2, $3] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4]), .completed])
    }

    // MARK: - 5 sources

    @Test func zip5() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(350, 50), .completed(400)])
        let res = scheduler.start {
            Infallible.zip(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4] }
        }
        #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .next(350, [10, 20, 30, 40, 50]), .completed(400)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
        #expect(e2.subscriptions == [Subscription(200, 400)])
        #expect(e3.subscriptions == [Subscription(200, 400)])
        #expect(e4.subscriptions == [Subscription(200, 400)])
    }

    @Test func zipSynchronousSources5() {
        var events: [Event<[Int]>] = []
        _ = Infallible.zip(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4), Infallible.just(5)) { [$0, $1, $2, $3, $4] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4, 5]), .completed])
    }

    // MARK: - 6 sources

    @Test func zip6() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(350, 50), .completed(400)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(360, 60), .completed(400)])
        let res = scheduler.start {
            Infallible.zip(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5] }
        }
        #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .next(360, [10, 20, 30, 40, 50, 60]), .completed(400)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
        #expect(e2.subscriptions == [Subscription(200, 400)])
        #expect(e3.subscriptions == [Subscription(200, 400)])
        #expect(e4.subscriptions == [Subscription(200, 400)])
        #expect(e5.subscriptions == [Subscription(200, 400)])
    }

    @Test func zipSynchronousSources6() {
        var events: [Event<[Int]>] = []
        _ = Infallible.zip(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4), Infallible.just(5), Infallible.just(6)) { [$0, $1, $2, $3, $4, $5] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4, 5, 6]), .completed])
    }

    // MARK: - 7 sources

    @Test func zip7() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(350, 50), .completed(400)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(360, 60), .completed(400)])
        let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(370, 70), .completed(400)])
        let res = scheduler.start {
            Infallible.zip(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1), e6.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6] }
        }
        #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .next(370, [10, 20, 30, 40, 50, 60, 70]), .completed(400)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
        #expect(e2.subscriptions == [Subscription(200, 400)])
        #expect(e3.subscriptions == [Subscription(200, 400)])
        #expect(e4.subscriptions == [Subscription(200, 400)])
        #expect(e5.subscriptions == [Subscription(200, 400)])
        #expect(e6.subscriptions == [Subscription(200, 400)])
    }

    @Test func zipSynchronousSources7() {
        var events: [Event<[Int]>] = []
        _ = Infallible.zip(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4), Infallible.just(5), Infallible.just(6), Infallible.just(7)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4, 5, 6, 7]), .completed])
    }

    // MARK: - 8 sources

    @Test func zip8() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(350, 50), .completed(400)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(360, 60), .completed(400)])
        let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(370, 70), .completed(400)])
        let e7 = scheduler.createHotObservable([.next(150, 0), .next(280, 8), .next(380, 80), .completed(400)])
        let res = scheduler.start {
            Infallible.zip(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1), e6.asInfallible(onErrorJustReturn: -1), e7.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
        #expect(res.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .next(380, [10, 20, 30, 40, 50, 60, 70, 80]), .completed(400)])
        #expect(e0.subscriptions == [Subscription(200, 400)])
        #expect(e1.subscriptions == [Subscription(200, 400)])
        #expect(e2.subscriptions == [Subscription(200, 400)])
        #expect(e3.subscriptions == [Subscription(200, 400)])
        #expect(e4.subscriptions == [Subscription(200, 400)])
        #expect(e5.subscriptions == [Subscription(200, 400)])
        #expect(e6.subscriptions == [Subscription(200, 400)])
        #expect(e7.subscriptions == [Subscription(200, 400)])
    }

    @Test func zipSynchronousSources8() {
        var events: [Event<[Int]>] = []
        _ = Infallible.zip(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4), Infallible.just(5), Infallible.just(6), Infallible.just(7), Infallible.just(8)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4, 5, 6, 7, 8]), .completed])
    }
}
