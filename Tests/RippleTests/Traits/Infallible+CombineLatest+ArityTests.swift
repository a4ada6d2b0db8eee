// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

import Ripple
import RippleTest
import Testing

/// Every fixed-arity `Infallible.combineLatest` overload: RxSwift's typical scenario with a result
/// selector and with the tuple form, and synchronous sources.
@Suite struct InfallibleCombineLatestArityTests {
    // MARK: - 2 sources

    @Test func combineLatest2() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1)) { [$0, $1] }
        }
        #expect(res.events == [.next(220, [1, 2]), .next(410, [10, 2]), .next(420, [10, 20]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
    }

    @Test func combineLatestSynchronousSources2() {
        var events: [Event<[Int]>] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2)) { [$0, $1] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2]), .completed])
    }

    @Test func combineLatestTupleForm2() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1)).map { [$0.0, $0.1] }
        }
        #expect(res.events == [.next(220, [1, 2]), .next(410, [10, 2]), .next(420, [10, 20]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
    }

    // MARK: - 3 sources

    @Test func combineLatest3() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2] }
        }
        #expect(res.events == [.next(230, [1, 2, 3]), .next(410, [10, 2, 3]), .next(420, [10, 20, 3]), .next(430, [10, 20, 30]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
    }

    @Test func combineLatestSynchronousSources3() {
        var events: [Event<[Int]>] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3)) { [$0, $1, $2] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3]), .completed])
    }

    @Test func combineLatestTupleForm3() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2] }
        }
        #expect(res.events == [.next(230, [1, 2, 3]), .next(410, [10, 2, 3]), .next(420, [10, 20, 3]), .next(430, [10, 20, 30]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
    }

    // MARK: - 4 sources

    @Test func combineLatest4() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3] }
        }
        #expect(res.events == [.next(240, [1, 2, 3, 4]), .next(410, [10, 2, 3, 4]), .next(420, [10, 20, 3, 4]), .next(430, [10, 20, 30, 4]), .next(440, [10, 20, 30, 40]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
    }

    @Test func combineLatestSynchronousSources4() {
        var events: [Event<[Int]>] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4)) { [$0, $1, $2, $3] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4]), .completed])
    }

    @Test func combineLatestTupleForm4() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3] }
        }
        #expect(res.events == [.next(240, [1, 2, 3, 4]), .next(410, [10, 2, 3, 4]), .next(420, [10, 20, 3, 4]), .next(430, [10, 20, 30, 4]), .next(440, [10, 20, 30, 40]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
    }

    // MARK: - 5 sources

    @Test func combineLatest5() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4] }
        }
        #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .next(410, [10, 2, 3, 4, 5]), .next(420, [10, 20, 3, 4, 5]), .next(430, [10, 20, 30, 4, 5]), .next(440, [10, 20, 30, 40, 5]), .next(450, [10, 20, 30, 40, 50]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
        #expect(e4.subscriptions == [Subscription(200, 800)])
    }

    @Test func combineLatestSynchronousSources5() {
        var events: [Event<[Int]>] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4), Infallible.just(5)) { [$0, $1, $2, $3, $4] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4, 5]), .completed])
    }

    @Test func combineLatestTupleForm5() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
        }
        #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .next(410, [10, 2, 3, 4, 5]), .next(420, [10, 20, 3, 4, 5]), .next(430, [10, 20, 30, 4, 5]), .next(440, [10, 20, 30, 40, 5]), .next(450, [10, 20, 30, 40, 50]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
        #expect(e4.subscriptions == [Subscription(200, 800)])
    }

    // MARK: - 6 sources

    @Test func combineLatest6() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5] }
        }
        #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .next(410, [10, 2, 3, 4, 5, 6]), .next(420, [10, 20, 3, 4, 5, 6]), .next(430, [10, 20, 30, 4, 5, 6]), .next(440, [10, 20, 30, 40, 5, 6]), .next(450, [10, 20, 30, 40, 50, 6]), .next(460, [10, 20, 30, 40, 50, 60]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
        #expect(e4.subscriptions == [Subscription(200, 800)])
        #expect(e5.subscriptions == [Subscription(200, 800)])
    }

    @Test func combineLatestSynchronousSources6() {
        var events: [Event<[Int]>] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4), Infallible.just(5), Infallible.just(6)) { [$0, $1, $2, $3, $4, $5] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4, 5, 6]), .completed])
    }

    @Test func combineLatestTupleForm6() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }
        }
        #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .next(410, [10, 2, 3, 4, 5, 6]), .next(420, [10, 20, 3, 4, 5, 6]), .next(430, [10, 20, 30, 4, 5, 6]), .next(440, [10, 20, 30, 40, 5, 6]), .next(450, [10, 20, 30, 40, 50, 6]), .next(460, [10, 20, 30, 40, 50, 60]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
        #expect(e4.subscriptions == [Subscription(200, 800)])
        #expect(e5.subscriptions == [Subscription(200, 800)])
    }

    // MARK: - 7 sources

    @Test func combineLatest7() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
        let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(470, 70), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1), e6.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6] }
        }
        #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .next(410, [10, 2, 3, 4, 5, 6, 7]), .next(420, [10, 20, 3, 4, 5, 6, 7]), .next(430, [10, 20, 30, 4, 5, 6, 7]), .next(440, [10, 20, 30, 40, 5, 6, 7]), .next(450, [10, 20, 30, 40, 50, 6, 7]), .next(460, [10, 20, 30, 40, 50, 60, 7]), .next(470, [10, 20, 30, 40, 50, 60, 70]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
        #expect(e4.subscriptions == [Subscription(200, 800)])
        #expect(e5.subscriptions == [Subscription(200, 800)])
        #expect(e6.subscriptions == [Subscription(200, 800)])
    }

    @Test func combineLatestSynchronousSources7() {
        var events: [Event<[Int]>] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4), Infallible.just(5), Infallible.just(6), Infallible.just(7)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4, 5, 6, 7]), .completed])
    }

    @Test func combineLatestTupleForm7() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
        let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(470, 70), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1), e6.asInfallible(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }
        }
        #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .next(410, [10, 2, 3, 4, 5, 6, 7]), .next(420, [10, 20, 3, 4, 5, 6, 7]), .next(430, [10, 20, 30, 4, 5, 6, 7]), .next(440, [10, 20, 30, 40, 5, 6, 7]), .next(450, [10, 20, 30, 40, 50, 6, 7]), .next(460, [10, 20, 30, 40, 50, 60, 7]), .next(470, [10, 20, 30, 40, 50, 60, 70]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
        #expect(e4.subscriptions == [Subscription(200, 800)])
        #expect(e5.subscriptions == [Subscription(200, 800)])
        #expect(e6.subscriptions == [Subscription(200, 800)])
    }

    // MARK: - 8 sources

    @Test func combineLatest8() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
        let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(470, 70), .completed(800)])
        let e7 = scheduler.createHotObservable([.next(150, 0), .next(280, 8), .next(480, 80), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1), e6.asInfallible(onErrorJustReturn: -1), e7.asInfallible(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        }
        #expect(res.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .next(410, [10, 2, 3, 4, 5, 6, 7, 8]), .next(420, [10, 20, 3, 4, 5, 6, 7, 8]), .next(430, [10, 20, 30, 4, 5, 6, 7, 8]), .next(440, [10, 20, 30, 40, 5, 6, 7, 8]), .next(450, [10, 20, 30, 40, 50, 6, 7, 8]), .next(460, [10, 20, 30, 40, 50, 60, 7, 8]), .next(470, [10, 20, 30, 40, 50, 60, 70, 8]), .next(480, [10, 20, 30, 40, 50, 60, 70, 80]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
        #expect(e4.subscriptions == [Subscription(200, 800)])
        #expect(e5.subscriptions == [Subscription(200, 800)])
        #expect(e6.subscriptions == [Subscription(200, 800)])
        #expect(e7.subscriptions == [Subscription(200, 800)])
    }

    @Test func combineLatestSynchronousSources8() {
        var events: [Event<[Int]>] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4), Infallible.just(5), Infallible.just(6), Infallible.just(7), Infallible.just(8)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable().subscribe { events.append($0) }
        #expect(events == [.next([1, 2, 3, 4, 5, 6, 7, 8]), .completed])
    }

    @Test func combineLatestTupleForm8() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
        let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(470, 70), .completed(800)])
        let e7 = scheduler.createHotObservable([.next(150, 0), .next(280, 8), .next(480, 80), .completed(800)])
        let res = scheduler.start {
            Infallible.combineLatest(e0.asInfallible(onErrorJustReturn: -1), e1.asInfallible(onErrorJustReturn: -1), e2.asInfallible(onErrorJustReturn: -1), e3.asInfallible(onErrorJustReturn: -1), e4.asInfallible(onErrorJustReturn: -1), e5.asInfallible(onErrorJustReturn: -1), e6.asInfallible(onErrorJustReturn: -1), e7.asInfallible(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }
        }
        #expect(res.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .next(410, [10, 2, 3, 4, 5, 6, 7, 8]), .next(420, [10, 20, 3, 4, 5, 6, 7, 8]), .next(430, [10, 20, 30, 4, 5, 6, 7, 8]), .next(440, [10, 20, 30, 40, 5, 6, 7, 8]), .next(450, [10, 20, 30, 40, 50, 6, 7, 8]), .next(460, [10, 20, 30, 40, 50, 60, 7, 8]), .next(470, [10, 20, 30, 40, 50, 60, 70, 8]), .next(480, [10, 20, 30, 40, 50, 60, 70, 80]), .completed(800)])
        #expect(e0.subscriptions == [Subscription(200, 800)])
        #expect(e1.subscriptions == [Subscription(200, 800)])
        #expect(e2.subscriptions == [Subscription(200, 800)])
        #expect(e3.subscriptions == [Subscription(200, 800)])
        #expect(e4.subscriptions == [Subscription(200, 800)])
        #expect(e5.subscriptions == [Subscription(200, 800)])
        #expect(e6.subscriptions == [Subscription(200, 800)])
        #expect(e7.subscriptions == [Subscription(200, 800)])
    }
}
