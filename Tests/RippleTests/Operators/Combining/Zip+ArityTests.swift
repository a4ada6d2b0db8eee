// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

import Ripple
import RippleTest
import Testing

/// Every fixed-arity `zip` overload, with RxSwift's arity scenarios and the order in which a
/// source's end and its disposal reach the log.
/// Each scenario runs with a result selector and with the tuple overload (mapped to an array), so
/// the order of the elements is checked too.
@Suite struct ZipArityTests {
    // MARK: - 2 sources

    @Test func symmetric2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1 in Observable.zip(e0, e1) { [$0, $1] } },
            { e0, e1 in Observable.zip(e0, e1).map { [$0.0, $0.1] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.next(220, [1, 2]), .next(320, [10, 20]), .completed(400)])
            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
        }
    }

    @Test func completesWhenAllComplete2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1 in Observable.zip(e0, e1) { [$0, $1] } },
            { e0, e1 in Observable.zip(e0, e1).map { [$0.0, $0.1] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .completed(230)])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.next(210, [5, 5]), .completed(230)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func empty2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1 in Observable.zip(e0, e1) { [$0, $1] } },
            { e0, e1 in Observable.zip(e0, e1).map { [$0.0, $0.1] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .completed(220)])
            let res = scheduler.start { factory(e0, e1) }
            #expect(res.events == [.completed(220)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
        }
    }

    @Test func selectorThrows2() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(400)])
        let res = scheduler.start {
            Observable.zip(e0, e1) { _, _ throws -> Int in throw TestError() }
        }
        #expect(res.events == [.error(220, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 220)])
        #expect(e1.subscriptions == [Subscription(200, 220)])
    }

    @Test func synchronousSources2() {
        var withSelector: [Event<[Int]>] = []
        var withTuple: [Event<[Int]>] = []
        _ = Observable.zip(Observable.just(1), Observable.just(2)) { [$0, $1] }.subscribe { withSelector.append($0) }
        _ = Observable.zip(Observable.just(1), Observable.just(2)).map { [$0.0, $0.1] }.subscribe { withTuple.append($0) }
        #expect(withSelector == [.next([1, 2]), .completed])
        #expect(withTuple == [.next([1, 2]), .completed])
    }

    @Test func unsubscribesTheLastSourceBeforeCompleting2() {
        let factories: [(Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1 in Observable.zip(e0, e1) { [$0, $1] } },
            { e0, e1 in Observable.zip(e0, e1).map { [$0.0, $0.1] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1")) }
            #expect(res.events == [.next(220, [1, 2]), .completed(310)])
            #expect(log.entries == [
                "out <- next([1, 2])",
                "e0.dispose",
                "e1.dispose",
                "out <- completed",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
        }
    }

    @Test func unsubscribesAFailingSourceBeforeFailing2() {
        let factories: [(Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1 in Observable.zip(e0, e1) { [$0, $1] } },
            { e0, e1 in Observable.zip(e0, e1).map { [$0.0, $0.1] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .error(300, TestError())])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1")) }
            #expect(res.events == [.next(220, [1, 2]), .error(300, TestError())])
            #expect(log.entries == [
                "out <- next([1, 2])",
                "e1.dispose",
                "out <- error(test error)",
                "e0.dispose",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 300)])
        }
    }

    // MARK: - 3 sources

    @Test func symmetric3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2 in Observable.zip(e0, e1, e2) { [$0, $1, $2] } },
            { e0, e1, e2 in Observable.zip(e0, e1, e2).map { [$0.0, $0.1, $0.2] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
            let res = scheduler.start { factory(e0, e1, e2) }
            #expect(res.events == [.next(230, [1, 2, 3]), .next(330, [10, 20, 30]), .completed(400)])
            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
        }
    }

    @Test func completesWhenAllComplete3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2 in Observable.zip(e0, e1, e2) { [$0, $1, $2] } },
            { e0, e1, e2 in Observable.zip(e0, e1, e2).map { [$0.0, $0.1, $0.2] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .completed(230)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)])
            let res = scheduler.start { factory(e0, e1, e2) }
            #expect(res.events == [.next(210, [5, 5, 5]), .completed(240)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
            #expect(e2.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test func empty3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2 in Observable.zip(e0, e1, e2) { [$0, $1, $2] } },
            { e0, e1, e2 in Observable.zip(e0, e1, e2).map { [$0.0, $0.1, $0.2] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .completed(220)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .completed(230)])
            let res = scheduler.start { factory(e0, e1, e2) }
            #expect(res.events == [.completed(230)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
            #expect(e2.subscriptions == [Subscription(200, 230)])
        }
    }

    @Test func selectorThrows3() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(400)])
        let res = scheduler.start {
            Observable.zip(e0, e1, e2) { _, _, _ throws -> Int in throw TestError() }
        }
        #expect(res.events == [.error(230, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 230)])
        #expect(e1.subscriptions == [Subscription(200, 230)])
        #expect(e2.subscriptions == [Subscription(200, 230)])
    }

    @Test func synchronousSources3() {
        var withSelector: [Event<[Int]>] = []
        var withTuple: [Event<[Int]>] = []
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3)) { [$0, $1, $2] }.subscribe { withSelector.append($0) }
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3)).map { [$0.0, $0.1, $0.2] }.subscribe { withTuple.append($0) }
        #expect(withSelector == [.next([1, 2, 3]), .completed])
        #expect(withTuple == [.next([1, 2, 3]), .completed])
    }

    @Test func unsubscribesTheLastSourceBeforeCompleting3() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2 in Observable.zip(e0, e1, e2) { [$0, $1, $2] } },
            { e0, e1, e2 in Observable.zip(e0, e1, e2).map { [$0.0, $0.1, $0.2] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(320)])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2")) }
            #expect(res.events == [.next(230, [1, 2, 3]), .completed(320)])
            #expect(log.entries == [
                "out <- next([1, 2, 3])",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "out <- completed",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
            #expect(e2.subscriptions == [Subscription(200, 320)])
        }
    }

    @Test func unsubscribesAFailingSourceBeforeFailing3() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2 in Observable.zip(e0, e1, e2) { [$0, $1, $2] } },
            { e0, e1, e2 in Observable.zip(e0, e1, e2).map { [$0.0, $0.1, $0.2] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .error(300, TestError())])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2")) }
            #expect(res.events == [.next(230, [1, 2, 3]), .error(300, TestError())])
            #expect(log.entries == [
                "out <- next([1, 2, 3])",
                "e2.dispose",
                "out <- error(test error)",
                "e0.dispose",
                "e1.dispose",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 300)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
        }
    }

    // MARK: - 4 sources

    @Test func symmetric4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3) { [$0, $1, $2, $3] } },
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3).map { [$0.0, $0.1, $0.2, $0.3] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
            let res = scheduler.start { factory(e0, e1, e2, e3) }
            #expect(res.events == [.next(240, [1, 2, 3, 4]), .next(340, [10, 20, 30, 40]), .completed(400)])
            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
            #expect(e3.subscriptions == [Subscription(200, 400)])
        }
    }

    @Test func completesWhenAllComplete4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3) { [$0, $1, $2, $3] } },
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3).map { [$0.0, $0.1, $0.2, $0.3] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .completed(230)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)])
            let res = scheduler.start { factory(e0, e1, e2, e3) }
            #expect(res.events == [.next(210, [5, 5, 5, 5]), .completed(250)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
            #expect(e2.subscriptions == [Subscription(200, 240)])
            #expect(e3.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func empty4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3) { [$0, $1, $2, $3] } },
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3).map { [$0.0, $0.1, $0.2, $0.3] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .completed(220)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .completed(230)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .completed(240)])
            let res = scheduler.start { factory(e0, e1, e2, e3) }
            #expect(res.events == [.completed(240)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
            #expect(e2.subscriptions == [Subscription(200, 230)])
            #expect(e3.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test func selectorThrows4() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(400)])
        let res = scheduler.start {
            Observable.zip(e0, e1, e2, e3) { _, _, _, _ throws -> Int in throw TestError() }
        }
        #expect(res.events == [.error(240, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 240)])
        #expect(e1.subscriptions == [Subscription(200, 240)])
        #expect(e2.subscriptions == [Subscription(200, 240)])
        #expect(e3.subscriptions == [Subscription(200, 240)])
    }

    @Test func synchronousSources4() {
        var withSelector: [Event<[Int]>] = []
        var withTuple: [Event<[Int]>] = []
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4)) { [$0, $1, $2, $3] }.subscribe { withSelector.append($0) }
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4)).map { [$0.0, $0.1, $0.2, $0.3] }.subscribe { withTuple.append($0) }
        #expect(withSelector == [.next([1, 2, 3, 4]), .completed])
        #expect(withTuple == [.next([1, 2, 3, 4]), .completed])
    }

    @Test func unsubscribesTheLastSourceBeforeCompleting4() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3) { [$0, $1, $2, $3] } },
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3).map { [$0.0, $0.1, $0.2, $0.3] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(320)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(330)])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3")) }
            #expect(res.events == [.next(240, [1, 2, 3, 4]), .completed(330)])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4])",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
                "out <- completed",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
            #expect(e2.subscriptions == [Subscription(200, 320)])
            #expect(e3.subscriptions == [Subscription(200, 330)])
        }
    }

    @Test func unsubscribesAFailingSourceBeforeFailing4() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3) { [$0, $1, $2, $3] } },
            { e0, e1, e2, e3 in Observable.zip(e0, e1, e2, e3).map { [$0.0, $0.1, $0.2, $0.3] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .error(300, TestError())])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3")) }
            #expect(res.events == [.next(240, [1, 2, 3, 4]), .error(300, TestError())])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4])",
                "e3.dispose",
                "out <- error(test error)",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 300)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
            #expect(e3.subscriptions == [Subscription(200, 300)])
        }
    }

    // MARK: - 5 sources

    @Test func symmetric5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4) { [$0, $1, $2, $3, $4] } },
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4).map { [$0.0, $0.1, $0.2, $0.3, $0.4] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(350, 50), .completed(400)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4) }
            #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .next(350, [10, 20, 30, 40, 50]), .completed(400)])
            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
            #expect(e3.subscriptions == [Subscription(200, 400)])
            #expect(e4.subscriptions == [Subscription(200, 400)])
        }
    }

    @Test func completesWhenAllComplete5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4) { [$0, $1, $2, $3, $4] } },
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4).map { [$0.0, $0.1, $0.2, $0.3, $0.4] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .completed(230)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .completed(260)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4) }
            #expect(res.events == [.next(210, [5, 5, 5, 5, 5]), .completed(260)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
            #expect(e2.subscriptions == [Subscription(200, 240)])
            #expect(e3.subscriptions == [Subscription(200, 250)])
            #expect(e4.subscriptions == [Subscription(200, 260)])
        }
    }

    @Test func empty5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4) { [$0, $1, $2, $3, $4] } },
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4).map { [$0.0, $0.1, $0.2, $0.3, $0.4] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .completed(220)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .completed(230)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .completed(240)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .completed(250)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4) }
            #expect(res.events == [.completed(250)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
            #expect(e2.subscriptions == [Subscription(200, 230)])
            #expect(e3.subscriptions == [Subscription(200, 240)])
            #expect(e4.subscriptions == [Subscription(200, 250)])
        }
    }

    @Test func selectorThrows5() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(400)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(400)])
        let res = scheduler.start {
            Observable.zip(e0, e1, e2, e3, e4) { _, _, _, _, _ throws -> Int in throw TestError() }
        }
        #expect(res.events == [.error(250, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 250)])
        #expect(e1.subscriptions == [Subscription(200, 250)])
        #expect(e2.subscriptions == [Subscription(200, 250)])
        #expect(e3.subscriptions == [Subscription(200, 250)])
        #expect(e4.subscriptions == [Subscription(200, 250)])
    }

    @Test func synchronousSources5() {
        var withSelector: [Event<[Int]>] = []
        var withTuple: [Event<[Int]>] = []
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5)) { [$0, $1, $2, $3, $4] }.subscribe { withSelector.append($0) }
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }.subscribe { withTuple.append($0) }
        #expect(withSelector == [.next([1, 2, 3, 4, 5]), .completed])
        #expect(withTuple == [.next([1, 2, 3, 4, 5]), .completed])
    }

    @Test func unsubscribesTheLastSourceBeforeCompleting5() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4) { [$0, $1, $2, $3, $4] } },
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4).map { [$0.0, $0.1, $0.2, $0.3, $0.4] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(320)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(330)])
            let e4 = scheduler.createHotObservable([.next(250, 5), .completed(340)])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3"), log.disposal(of: e4.asObservable(), as: "e4")) }
            #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .completed(340)])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4, 5])",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
                "e4.dispose",
                "out <- completed",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
            #expect(e2.subscriptions == [Subscription(200, 320)])
            #expect(e3.subscriptions == [Subscription(200, 330)])
            #expect(e4.subscriptions == [Subscription(200, 340)])
        }
    }

    @Test func unsubscribesAFailingSourceBeforeFailing5() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4) { [$0, $1, $2, $3, $4] } },
            { e0, e1, e2, e3, e4 in Observable.zip(e0, e1, e2, e3, e4).map { [$0.0, $0.1, $0.2, $0.3, $0.4] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(500)])
            let e4 = scheduler.createHotObservable([.next(250, 5), .error(300, TestError())])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3"), log.disposal(of: e4.asObservable(), as: "e4")) }
            #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .error(300, TestError())])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4, 5])",
                "e4.dispose",
                "out <- error(test error)",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 300)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
            #expect(e3.subscriptions == [Subscription(200, 300)])
            #expect(e4.subscriptions == [Subscription(200, 300)])
        }
    }

    // MARK: - 6 sources

    @Test func symmetric6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5) { [$0, $1, $2, $3, $4, $5] } },
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(350, 50), .completed(400)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(360, 60), .completed(400)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5) }
            #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .next(360, [10, 20, 30, 40, 50, 60]), .completed(400)])
            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
            #expect(e3.subscriptions == [Subscription(200, 400)])
            #expect(e4.subscriptions == [Subscription(200, 400)])
            #expect(e5.subscriptions == [Subscription(200, 400)])
        }
    }

    @Test func completesWhenAllComplete6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5) { [$0, $1, $2, $3, $4, $5] } },
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .completed(230)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .completed(260)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .next(260, 10), .completed(270)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5) }
            #expect(res.events == [.next(210, [5, 5, 5, 5, 5, 5]), .completed(270)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
            #expect(e2.subscriptions == [Subscription(200, 240)])
            #expect(e3.subscriptions == [Subscription(200, 250)])
            #expect(e4.subscriptions == [Subscription(200, 260)])
            #expect(e5.subscriptions == [Subscription(200, 270)])
        }
    }

    @Test func empty6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5) { [$0, $1, $2, $3, $4, $5] } },
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .completed(220)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .completed(230)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .completed(240)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .completed(250)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .completed(260)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5) }
            #expect(res.events == [.completed(260)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
            #expect(e2.subscriptions == [Subscription(200, 230)])
            #expect(e3.subscriptions == [Subscription(200, 240)])
            #expect(e4.subscriptions == [Subscription(200, 250)])
            #expect(e5.subscriptions == [Subscription(200, 260)])
        }
    }

    @Test func selectorThrows6() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(400)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(400)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(400)])
        let res = scheduler.start {
            Observable.zip(e0, e1, e2, e3, e4, e5) { _, _, _, _, _, _ throws -> Int in throw TestError() }
        }
        #expect(res.events == [.error(260, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 260)])
        #expect(e1.subscriptions == [Subscription(200, 260)])
        #expect(e2.subscriptions == [Subscription(200, 260)])
        #expect(e3.subscriptions == [Subscription(200, 260)])
        #expect(e4.subscriptions == [Subscription(200, 260)])
        #expect(e5.subscriptions == [Subscription(200, 260)])
    }

    @Test func synchronousSources6() {
        var withSelector: [Event<[Int]>] = []
        var withTuple: [Event<[Int]>] = []
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5), Observable.just(6)) { [$0, $1, $2, $3, $4, $5] }.subscribe { withSelector.append($0) }
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5), Observable.just(6)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }.subscribe { withTuple.append($0) }
        #expect(withSelector == [.next([1, 2, 3, 4, 5, 6]), .completed])
        #expect(withTuple == [.next([1, 2, 3, 4, 5, 6]), .completed])
    }

    @Test func unsubscribesTheLastSourceBeforeCompleting6() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5) { [$0, $1, $2, $3, $4, $5] } },
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(320)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(330)])
            let e4 = scheduler.createHotObservable([.next(250, 5), .completed(340)])
            let e5 = scheduler.createHotObservable([.next(260, 6), .completed(350)])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3"), log.disposal(of: e4.asObservable(), as: "e4"), log.disposal(of: e5.asObservable(), as: "e5")) }
            #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .completed(350)])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4, 5, 6])",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
                "e4.dispose",
                "e5.dispose",
                "out <- completed",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
            #expect(e2.subscriptions == [Subscription(200, 320)])
            #expect(e3.subscriptions == [Subscription(200, 330)])
            #expect(e4.subscriptions == [Subscription(200, 340)])
            #expect(e5.subscriptions == [Subscription(200, 350)])
        }
    }

    @Test func unsubscribesAFailingSourceBeforeFailing6() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5) { [$0, $1, $2, $3, $4, $5] } },
            { e0, e1, e2, e3, e4, e5 in Observable.zip(e0, e1, e2, e3, e4, e5).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(500)])
            let e4 = scheduler.createHotObservable([.next(250, 5), .completed(500)])
            let e5 = scheduler.createHotObservable([.next(260, 6), .error(300, TestError())])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3"), log.disposal(of: e4.asObservable(), as: "e4"), log.disposal(of: e5.asObservable(), as: "e5")) }
            #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .error(300, TestError())])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4, 5, 6])",
                "e5.dispose",
                "out <- error(test error)",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
                "e4.dispose",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 300)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
            #expect(e3.subscriptions == [Subscription(200, 300)])
            #expect(e4.subscriptions == [Subscription(200, 300)])
            #expect(e5.subscriptions == [Subscription(200, 300)])
        }
    }

    // MARK: - 7 sources

    @Test func symmetric7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6) { [$0, $1, $2, $3, $4, $5, $6] } },
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(350, 50), .completed(400)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(360, 60), .completed(400)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(370, 70), .completed(400)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6) }
            #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .next(370, [10, 20, 30, 40, 50, 60, 70]), .completed(400)])
            #expect(e0.subscriptions == [Subscription(200, 400)])
            #expect(e1.subscriptions == [Subscription(200, 400)])
            #expect(e2.subscriptions == [Subscription(200, 400)])
            #expect(e3.subscriptions == [Subscription(200, 400)])
            #expect(e4.subscriptions == [Subscription(200, 400)])
            #expect(e5.subscriptions == [Subscription(200, 400)])
            #expect(e6.subscriptions == [Subscription(200, 400)])
        }
    }

    @Test func completesWhenAllComplete7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6) { [$0, $1, $2, $3, $4, $5, $6] } },
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .completed(230)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .completed(260)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .next(260, 10), .completed(270)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .next(260, 10), .next(270, 11), .completed(280)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6) }
            #expect(res.events == [.next(210, [5, 5, 5, 5, 5, 5, 5]), .completed(280)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
            #expect(e2.subscriptions == [Subscription(200, 240)])
            #expect(e3.subscriptions == [Subscription(200, 250)])
            #expect(e4.subscriptions == [Subscription(200, 260)])
            #expect(e5.subscriptions == [Subscription(200, 270)])
            #expect(e6.subscriptions == [Subscription(200, 280)])
        }
    }

    @Test func empty7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6) { [$0, $1, $2, $3, $4, $5, $6] } },
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .completed(220)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .completed(230)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .completed(240)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .completed(250)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .completed(260)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .completed(270)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6) }
            #expect(res.events == [.completed(270)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
            #expect(e2.subscriptions == [Subscription(200, 230)])
            #expect(e3.subscriptions == [Subscription(200, 240)])
            #expect(e4.subscriptions == [Subscription(200, 250)])
            #expect(e5.subscriptions == [Subscription(200, 260)])
            #expect(e6.subscriptions == [Subscription(200, 270)])
        }
    }

    @Test func selectorThrows7() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(400)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(400)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(400)])
        let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .completed(400)])
        let res = scheduler.start {
            Observable.zip(e0, e1, e2, e3, e4, e5, e6) { _, _, _, _, _, _, _ throws -> Int in throw TestError() }
        }
        #expect(res.events == [.error(270, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 270)])
        #expect(e1.subscriptions == [Subscription(200, 270)])
        #expect(e2.subscriptions == [Subscription(200, 270)])
        #expect(e3.subscriptions == [Subscription(200, 270)])
        #expect(e4.subscriptions == [Subscription(200, 270)])
        #expect(e5.subscriptions == [Subscription(200, 270)])
        #expect(e6.subscriptions == [Subscription(200, 270)])
    }

    @Test func synchronousSources7() {
        var withSelector: [Event<[Int]>] = []
        var withTuple: [Event<[Int]>] = []
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5), Observable.just(6), Observable.just(7)) { [$0, $1, $2, $3, $4, $5, $6] }.subscribe { withSelector.append($0) }
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5), Observable.just(6), Observable.just(7)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }.subscribe { withTuple.append($0) }
        #expect(withSelector == [.next([1, 2, 3, 4, 5, 6, 7]), .completed])
        #expect(withTuple == [.next([1, 2, 3, 4, 5, 6, 7]), .completed])
    }

    @Test func unsubscribesTheLastSourceBeforeCompleting7() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6) { [$0, $1, $2, $3, $4, $5, $6] } },
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(320)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(330)])
            let e4 = scheduler.createHotObservable([.next(250, 5), .completed(340)])
            let e5 = scheduler.createHotObservable([.next(260, 6), .completed(350)])
            let e6 = scheduler.createHotObservable([.next(270, 7), .completed(360)])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3"), log.disposal(of: e4.asObservable(), as: "e4"), log.disposal(of: e5.asObservable(), as: "e5"), log.disposal(of: e6.asObservable(), as: "e6")) }
            #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .completed(360)])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4, 5, 6, 7])",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
                "e4.dispose",
                "e5.dispose",
                "e6.dispose",
                "out <- completed",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
            #expect(e2.subscriptions == [Subscription(200, 320)])
            #expect(e3.subscriptions == [Subscription(200, 330)])
            #expect(e4.subscriptions == [Subscription(200, 340)])
            #expect(e5.subscriptions == [Subscription(200, 350)])
            #expect(e6.subscriptions == [Subscription(200, 360)])
        }
    }

    @Test func unsubscribesAFailingSourceBeforeFailing7() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6) { [$0, $1, $2, $3, $4, $5, $6] } },
            { e0, e1, e2, e3, e4, e5, e6 in Observable.zip(e0, e1, e2, e3, e4, e5, e6).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(500)])
            let e4 = scheduler.createHotObservable([.next(250, 5), .completed(500)])
            let e5 = scheduler.createHotObservable([.next(260, 6), .completed(500)])
            let e6 = scheduler.createHotObservable([.next(270, 7), .error(300, TestError())])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3"), log.disposal(of: e4.asObservable(), as: "e4"), log.disposal(of: e5.asObservable(), as: "e5"), log.disposal(of: e6.asObservable(), as: "e6")) }
            #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .error(300, TestError())])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4, 5, 6, 7])",
                "e6.dispose",
                "out <- error(test error)",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
                "e4.dispose",
                "e5.dispose",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 300)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
            #expect(e3.subscriptions == [Subscription(200, 300)])
            #expect(e4.subscriptions == [Subscription(200, 300)])
            #expect(e5.subscriptions == [Subscription(200, 300)])
            #expect(e6.subscriptions == [Subscription(200, 300)])
        }
    }

    // MARK: - 8 sources

    @Test func symmetric8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { [$0, $1, $2, $3, $4, $5, $6, $7] } },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(310, 10), .completed(400)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(320, 20), .completed(400)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(330, 30), .completed(400)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(340, 40), .completed(400)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(350, 50), .completed(400)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(360, 60), .completed(400)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(370, 70), .completed(400)])
            let e7 = scheduler.createHotObservable([.next(150, 0), .next(280, 8), .next(380, 80), .completed(400)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6, e7) }
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
    }

    @Test func completesWhenAllComplete8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { [$0, $1, $2, $3, $4, $5, $6, $7] } },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .completed(220)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .completed(230)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .completed(240)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .completed(250)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .completed(260)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .next(260, 10), .completed(270)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .next(260, 10), .next(270, 11), .completed(280)])
            let e7 = scheduler.createHotObservable([.next(150, 0), .next(210, 5), .next(220, 6), .next(230, 7), .next(240, 8), .next(250, 9), .next(260, 10), .next(270, 11), .next(280, 12), .completed(290)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6, e7) }
            #expect(res.events == [.next(210, [5, 5, 5, 5, 5, 5, 5, 5]), .completed(290)])
            #expect(e0.subscriptions == [Subscription(200, 220)])
            #expect(e1.subscriptions == [Subscription(200, 230)])
            #expect(e2.subscriptions == [Subscription(200, 240)])
            #expect(e3.subscriptions == [Subscription(200, 250)])
            #expect(e4.subscriptions == [Subscription(200, 260)])
            #expect(e5.subscriptions == [Subscription(200, 270)])
            #expect(e6.subscriptions == [Subscription(200, 280)])
            #expect(e7.subscriptions == [Subscription(200, 290)])
        }
    }

    @Test func empty8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { [$0, $1, $2, $3, $4, $5, $6, $7] } },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let e0 = scheduler.createHotObservable([.next(150, 0), .completed(210)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .completed(220)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .completed(230)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .completed(240)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .completed(250)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .completed(260)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .completed(270)])
            let e7 = scheduler.createHotObservable([.next(150, 0), .completed(280)])
            let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6, e7) }
            #expect(res.events == [.completed(280)])
            #expect(e0.subscriptions == [Subscription(200, 210)])
            #expect(e1.subscriptions == [Subscription(200, 220)])
            #expect(e2.subscriptions == [Subscription(200, 230)])
            #expect(e3.subscriptions == [Subscription(200, 240)])
            #expect(e4.subscriptions == [Subscription(200, 250)])
            #expect(e5.subscriptions == [Subscription(200, 260)])
            #expect(e6.subscriptions == [Subscription(200, 270)])
            #expect(e7.subscriptions == [Subscription(200, 280)])
        }
    }

    @Test func selectorThrows8() {
        let scheduler = TestScheduler(initialClock: 0)
        let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(400)])
        let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(400)])
        let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(400)])
        let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(400)])
        let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(400)])
        let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(400)])
        let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .completed(400)])
        let e7 = scheduler.createHotObservable([.next(150, 0), .next(280, 8), .completed(400)])
        let res = scheduler.start {
            Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { _, _, _, _, _, _, _, _ throws -> Int in throw TestError() }
        }
        #expect(res.events == [.error(280, TestError())])
        #expect(e0.subscriptions == [Subscription(200, 280)])
        #expect(e1.subscriptions == [Subscription(200, 280)])
        #expect(e2.subscriptions == [Subscription(200, 280)])
        #expect(e3.subscriptions == [Subscription(200, 280)])
        #expect(e4.subscriptions == [Subscription(200, 280)])
        #expect(e5.subscriptions == [Subscription(200, 280)])
        #expect(e6.subscriptions == [Subscription(200, 280)])
        #expect(e7.subscriptions == [Subscription(200, 280)])
    }

    @Test func synchronousSources8() {
        var withSelector: [Event<[Int]>] = []
        var withTuple: [Event<[Int]>] = []
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5), Observable.just(6), Observable.just(7), Observable.just(8)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.subscribe { withSelector.append($0) }
        _ = Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3), Observable.just(4), Observable.just(5), Observable.just(6), Observable.just(7), Observable.just(8)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }.subscribe { withTuple.append($0) }
        #expect(withSelector == [.next([1, 2, 3, 4, 5, 6, 7, 8]), .completed])
        #expect(withTuple == [.next([1, 2, 3, 4, 5, 6, 7, 8]), .completed])
    }

    @Test func unsubscribesTheLastSourceBeforeCompleting8() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { [$0, $1, $2, $3, $4, $5, $6, $7] } },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(310)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(320)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(330)])
            let e4 = scheduler.createHotObservable([.next(250, 5), .completed(340)])
            let e5 = scheduler.createHotObservable([.next(260, 6), .completed(350)])
            let e6 = scheduler.createHotObservable([.next(270, 7), .completed(360)])
            let e7 = scheduler.createHotObservable([.next(280, 8), .completed(370)])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3"), log.disposal(of: e4.asObservable(), as: "e4"), log.disposal(of: e5.asObservable(), as: "e5"), log.disposal(of: e6.asObservable(), as: "e6"), log.disposal(of: e7.asObservable(), as: "e7")) }
            #expect(res.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(370)])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4, 5, 6, 7, 8])",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
                "e4.dispose",
                "e5.dispose",
                "e6.dispose",
                "e7.dispose",
                "out <- completed",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 310)])
            #expect(e2.subscriptions == [Subscription(200, 320)])
            #expect(e3.subscriptions == [Subscription(200, 330)])
            #expect(e4.subscriptions == [Subscription(200, 340)])
            #expect(e5.subscriptions == [Subscription(200, 350)])
            #expect(e6.subscriptions == [Subscription(200, 360)])
            #expect(e7.subscriptions == [Subscription(200, 370)])
        }
    }

    @Test func unsubscribesAFailingSourceBeforeFailing8() {
        let factories: [(Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7) { [$0, $1, $2, $3, $4, $5, $6, $7] } },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Observable.zip(e0, e1, e2, e3, e4, e5, e6, e7).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] } },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let log = SharedLog()
            let e0 = scheduler.createHotObservable([.next(210, 1), .completed(500)])
            let e1 = scheduler.createHotObservable([.next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(240, 4), .completed(500)])
            let e4 = scheduler.createHotObservable([.next(250, 5), .completed(500)])
            let e5 = scheduler.createHotObservable([.next(260, 6), .completed(500)])
            let e6 = scheduler.createHotObservable([.next(270, 7), .completed(500)])
            let e7 = scheduler.createHotObservable([.next(280, 8), .error(300, TestError())])
            let res = scheduler.start(logging: log) { factory(log.disposal(of: e0.asObservable(), as: "e0"), log.disposal(of: e1.asObservable(), as: "e1"), log.disposal(of: e2.asObservable(), as: "e2"), log.disposal(of: e3.asObservable(), as: "e3"), log.disposal(of: e4.asObservable(), as: "e4"), log.disposal(of: e5.asObservable(), as: "e5"), log.disposal(of: e6.asObservable(), as: "e6"), log.disposal(of: e7.asObservable(), as: "e7")) }
            #expect(res.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .error(300, TestError())])
            #expect(log.entries == [
                "out <- next([1, 2, 3, 4, 5, 6, 7, 8])",
                "e7.dispose",
                "out <- error(test error)",
                "e0.dispose",
                "e1.dispose",
                "e2.dispose",
                "e3.dispose",
                "e4.dispose",
                "e5.dispose",
                "e6.dispose",
            ])
            #expect(e0.subscriptions == [Subscription(200, 300)])
            #expect(e1.subscriptions == [Subscription(200, 300)])
            #expect(e2.subscriptions == [Subscription(200, 300)])
            #expect(e3.subscriptions == [Subscription(200, 300)])
            #expect(e4.subscriptions == [Subscription(200, 300)])
            #expect(e5.subscriptions == [Subscription(200, 300)])
            #expect(e6.subscriptions == [Subscription(200, 300)])
            #expect(e7.subscriptions == [Subscription(200, 300)])
        }
    }
}
