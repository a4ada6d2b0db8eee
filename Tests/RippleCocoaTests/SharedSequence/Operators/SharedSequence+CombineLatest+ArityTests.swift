// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

import Ripple
import RippleCocoa
import RippleTest
import Testing

/// Every fixed-arity `combineLatest` overload of `SharedSequence`, for `Driver` and `Signal`, with a result
/// selector and as a tuple (mapped to an array), under `SharingScheduler.mock` in virtual time:
/// the typical scenario, a failing source whose conversion falls back to -1, disposal in the
/// middle, `just` sources, and a selector that throws (reported; the result completes).
@Suite struct SharedSequenceCombineLatestArityTests {
    // MARK: - 2 sources

    @Test func typical2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1)) { [$0, $1] }.asObservable() },
            { e0, e1 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1] }.asObservable() },
            { e0, e1 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1)) { [$0, $1] }.asObservable() },
            { e0, e1 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1) }
                #expect(res.events == [.next(220, [1, 2]), .next(410, [10, 2]), .next(420, [10, 20]), .completed(800)])
                #expect(e0.subscriptions == [Subscription(200, 800)])
                #expect(e1.subscriptions == [Subscription(200, 800)])
            }
        }
    }

    @Test func failingSourceFallsBack2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1)) { [$0, $1] }.asObservable() },
            { e0, e1 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1] }.asObservable() },
            { e0, e1 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1)) { [$0, $1] }.asObservable() },
            { e0, e1 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(400, TestError())])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(500)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1) }
                #expect(res.events == [.next(220, [1, 2]), .next(400, [-1, 2]), .completed(500)])
                #expect(e0.subscriptions == [Subscription(200, 400)])
                #expect(e1.subscriptions == [Subscription(200, 500)])
            }
        }
    }

    @Test func disposedInTheMiddle2() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1)) { [$0, $1] }.asObservable() },
            { e0, e1 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1] }.asObservable() },
            { e0, e1 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1)) { [$0, $1] }.asObservable() },
            { e0, e1 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(900)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(900)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start(disposed: 225) { factory(e0, e1) }
                #expect(res.events == [.next(220, [1, 2])])
                #expect(e0.subscriptions == [Subscription(200, 225)])
                #expect(e1.subscriptions == [Subscription(200, 225)])
            }
        }
    }

    @Test func justs2() {
        let factories: [() -> Observable<[Int]>] = [
            { Driver.combineLatest(Driver.just(1), Driver.just(2)) { [$0, $1] }.asObservable() },
            { Signal.combineLatest(Signal.just(1), Signal.just(2)) { [$0, $1] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory() }
                #expect(res.events == [.next(200, [1, 2]), .completed(200)])
            }
        }
    }

    @Test func throwingSelectorIsReportedAndCompletes2() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let factories: [(TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
                { e0, e1 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1]) }.asObservable() },
                { e0, e1 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1]) }.asObservable() },
            ]
            for factory in factories {
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
                let e0 = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(900)])
                let e1 = scheduler.createHotObservable([.next(220, 2), .completed(900)])
                SharingScheduler.mock(scheduler: scheduler) {
                    let res = scheduler.start { factory(e0, e1) }
                    #expect(res.events == [.next(220, [1, 2]), .completed(400)])
                    #expect(e0.subscriptions == [Subscription(200, 400)])
                    #expect(e1.subscriptions == [Subscription(200, 400)])
                }
            }
        }
        #expect(reported.entries.filter { $0.contains("second round") } == [
            "Unexpected error in combineLatest's resultSelector: second round",
            "Unexpected error in combineLatest's resultSelector: second round",
        ])
    }

    // MARK: - 3 sources

    @Test func typical3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2] }.asObservable() },
            { e0, e1, e2 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2] }.asObservable() },
            { e0, e1, e2 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2] }.asObservable() },
            { e0, e1, e2 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2) }
                #expect(res.events == [.next(230, [1, 2, 3]), .next(410, [10, 2, 3]), .next(420, [10, 20, 3]), .next(430, [10, 20, 30]), .completed(800)])
                #expect(e0.subscriptions == [Subscription(200, 800)])
                #expect(e1.subscriptions == [Subscription(200, 800)])
                #expect(e2.subscriptions == [Subscription(200, 800)])
            }
        }
    }

    @Test func failingSourceFallsBack3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2] }.asObservable() },
            { e0, e1, e2 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2] }.asObservable() },
            { e0, e1, e2 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2] }.asObservable() },
            { e0, e1, e2 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(400, TestError())])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(500)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2) }
                #expect(res.events == [.next(230, [1, 2, 3]), .next(400, [-1, 2, 3]), .completed(500)])
                #expect(e0.subscriptions == [Subscription(200, 400)])
                #expect(e1.subscriptions == [Subscription(200, 500)])
                #expect(e2.subscriptions == [Subscription(200, 500)])
            }
        }
    }

    @Test func disposedInTheMiddle3() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2] }.asObservable() },
            { e0, e1, e2 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2] }.asObservable() },
            { e0, e1, e2 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2] }.asObservable() },
            { e0, e1, e2 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(900)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(900)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(900)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start(disposed: 235) { factory(e0, e1, e2) }
                #expect(res.events == [.next(230, [1, 2, 3])])
                #expect(e0.subscriptions == [Subscription(200, 235)])
                #expect(e1.subscriptions == [Subscription(200, 235)])
                #expect(e2.subscriptions == [Subscription(200, 235)])
            }
        }
    }

    @Test func justs3() {
        let factories: [() -> Observable<[Int]>] = [
            { Driver.combineLatest(Driver.just(1), Driver.just(2), Driver.just(3)) { [$0, $1, $2] }.asObservable() },
            { Signal.combineLatest(Signal.just(1), Signal.just(2), Signal.just(3)) { [$0, $1, $2] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory() }
                #expect(res.events == [.next(200, [1, 2, 3]), .completed(200)])
            }
        }
    }

    @Test func throwingSelectorIsReportedAndCompletes3() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
                { e0, e1, e2 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2]) }.asObservable() },
                { e0, e1, e2 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2]) }.asObservable() },
            ]
            for factory in factories {
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
                let e0 = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(900)])
                let e1 = scheduler.createHotObservable([.next(220, 2), .completed(900)])
                let e2 = scheduler.createHotObservable([.next(230, 3), .completed(900)])
                SharingScheduler.mock(scheduler: scheduler) {
                    let res = scheduler.start { factory(e0, e1, e2) }
                    #expect(res.events == [.next(230, [1, 2, 3]), .completed(400)])
                    #expect(e0.subscriptions == [Subscription(200, 400)])
                    #expect(e1.subscriptions == [Subscription(200, 400)])
                    #expect(e2.subscriptions == [Subscription(200, 400)])
                }
            }
        }
        #expect(reported.entries.filter { $0.contains("second round") } == [
            "Unexpected error in combineLatest's resultSelector: second round",
            "Unexpected error in combineLatest's resultSelector: second round",
        ])
    }

    // MARK: - 4 sources

    @Test func typical4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3] }.asObservable() },
            { e0, e1, e2, e3 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3] }.asObservable() },
            { e0, e1, e2, e3 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3] }.asObservable() },
            { e0, e1, e2, e3 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3) }
                #expect(res.events == [.next(240, [1, 2, 3, 4]), .next(410, [10, 2, 3, 4]), .next(420, [10, 20, 3, 4]), .next(430, [10, 20, 30, 4]), .next(440, [10, 20, 30, 40]), .completed(800)])
                #expect(e0.subscriptions == [Subscription(200, 800)])
                #expect(e1.subscriptions == [Subscription(200, 800)])
                #expect(e2.subscriptions == [Subscription(200, 800)])
                #expect(e3.subscriptions == [Subscription(200, 800)])
            }
        }
    }

    @Test func failingSourceFallsBack4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3] }.asObservable() },
            { e0, e1, e2, e3 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3] }.asObservable() },
            { e0, e1, e2, e3 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3] }.asObservable() },
            { e0, e1, e2, e3 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(400, TestError())])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(500)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3) }
                #expect(res.events == [.next(240, [1, 2, 3, 4]), .next(400, [-1, 2, 3, 4]), .completed(500)])
                #expect(e0.subscriptions == [Subscription(200, 400)])
                #expect(e1.subscriptions == [Subscription(200, 500)])
                #expect(e2.subscriptions == [Subscription(200, 500)])
                #expect(e3.subscriptions == [Subscription(200, 500)])
            }
        }
    }

    @Test func disposedInTheMiddle4() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3] }.asObservable() },
            { e0, e1, e2, e3 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3] }.asObservable() },
            { e0, e1, e2, e3 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3] }.asObservable() },
            { e0, e1, e2, e3 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(900)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(900)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(900)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(900)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start(disposed: 245) { factory(e0, e1, e2, e3) }
                #expect(res.events == [.next(240, [1, 2, 3, 4])])
                #expect(e0.subscriptions == [Subscription(200, 245)])
                #expect(e1.subscriptions == [Subscription(200, 245)])
                #expect(e2.subscriptions == [Subscription(200, 245)])
                #expect(e3.subscriptions == [Subscription(200, 245)])
            }
        }
    }

    @Test func justs4() {
        let factories: [() -> Observable<[Int]>] = [
            { Driver.combineLatest(Driver.just(1), Driver.just(2), Driver.just(3), Driver.just(4)) { [$0, $1, $2, $3] }.asObservable() },
            { Signal.combineLatest(Signal.just(1), Signal.just(2), Signal.just(3), Signal.just(4)) { [$0, $1, $2, $3] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory() }
                #expect(res.events == [.next(200, [1, 2, 3, 4]), .completed(200)])
            }
        }
    }

    @Test func throwingSelectorIsReportedAndCompletes4() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
                { e0, e1, e2, e3 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3]) }.asObservable() },
                { e0, e1, e2, e3 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3]) }.asObservable() },
            ]
            for factory in factories {
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
                let e0 = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(900)])
                let e1 = scheduler.createHotObservable([.next(220, 2), .completed(900)])
                let e2 = scheduler.createHotObservable([.next(230, 3), .completed(900)])
                let e3 = scheduler.createHotObservable([.next(240, 4), .completed(900)])
                SharingScheduler.mock(scheduler: scheduler) {
                    let res = scheduler.start { factory(e0, e1, e2, e3) }
                    #expect(res.events == [.next(240, [1, 2, 3, 4]), .completed(400)])
                    #expect(e0.subscriptions == [Subscription(200, 400)])
                    #expect(e1.subscriptions == [Subscription(200, 400)])
                    #expect(e2.subscriptions == [Subscription(200, 400)])
                    #expect(e3.subscriptions == [Subscription(200, 400)])
                }
            }
        }
        #expect(reported.entries.filter { $0.contains("second round") } == [
            "Unexpected error in combineLatest's resultSelector: second round",
            "Unexpected error in combineLatest's resultSelector: second round",
        ])
    }

    // MARK: - 5 sources

    @Test func typical5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3, e4) }
                #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .next(410, [10, 2, 3, 4, 5]), .next(420, [10, 20, 3, 4, 5]), .next(430, [10, 20, 30, 4, 5]), .next(440, [10, 20, 30, 40, 5]), .next(450, [10, 20, 30, 40, 50]), .completed(800)])
                #expect(e0.subscriptions == [Subscription(200, 800)])
                #expect(e1.subscriptions == [Subscription(200, 800)])
                #expect(e2.subscriptions == [Subscription(200, 800)])
                #expect(e3.subscriptions == [Subscription(200, 800)])
                #expect(e4.subscriptions == [Subscription(200, 800)])
            }
        }
    }

    @Test func failingSourceFallsBack5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(400, TestError())])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(500)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(500)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3, e4) }
                #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .next(400, [-1, 2, 3, 4, 5]), .completed(500)])
                #expect(e0.subscriptions == [Subscription(200, 400)])
                #expect(e1.subscriptions == [Subscription(200, 500)])
                #expect(e2.subscriptions == [Subscription(200, 500)])
                #expect(e3.subscriptions == [Subscription(200, 500)])
                #expect(e4.subscriptions == [Subscription(200, 500)])
            }
        }
    }

    @Test func disposedInTheMiddle5() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4] }.asObservable() },
            { e0, e1, e2, e3, e4 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(900)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(900)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(900)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(900)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(900)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start(disposed: 255) { factory(e0, e1, e2, e3, e4) }
                #expect(res.events == [.next(250, [1, 2, 3, 4, 5])])
                #expect(e0.subscriptions == [Subscription(200, 255)])
                #expect(e1.subscriptions == [Subscription(200, 255)])
                #expect(e2.subscriptions == [Subscription(200, 255)])
                #expect(e3.subscriptions == [Subscription(200, 255)])
                #expect(e4.subscriptions == [Subscription(200, 255)])
            }
        }
    }

    @Test func justs5() {
        let factories: [() -> Observable<[Int]>] = [
            { Driver.combineLatest(Driver.just(1), Driver.just(2), Driver.just(3), Driver.just(4), Driver.just(5)) { [$0, $1, $2, $3, $4] }.asObservable() },
            { Signal.combineLatest(Signal.just(1), Signal.just(2), Signal.just(3), Signal.just(4), Signal.just(5)) { [$0, $1, $2, $3, $4] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory() }
                #expect(res.events == [.next(200, [1, 2, 3, 4, 5]), .completed(200)])
            }
        }
    }

    @Test func throwingSelectorIsReportedAndCompletes5() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
                { e0, e1, e2, e3, e4 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3, $4]) }.asObservable() },
                { e0, e1, e2, e3, e4 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3, $4]) }.asObservable() },
            ]
            for factory in factories {
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
                let e0 = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(900)])
                let e1 = scheduler.createHotObservable([.next(220, 2), .completed(900)])
                let e2 = scheduler.createHotObservable([.next(230, 3), .completed(900)])
                let e3 = scheduler.createHotObservable([.next(240, 4), .completed(900)])
                let e4 = scheduler.createHotObservable([.next(250, 5), .completed(900)])
                SharingScheduler.mock(scheduler: scheduler) {
                    let res = scheduler.start { factory(e0, e1, e2, e3, e4) }
                    #expect(res.events == [.next(250, [1, 2, 3, 4, 5]), .completed(400)])
                    #expect(e0.subscriptions == [Subscription(200, 400)])
                    #expect(e1.subscriptions == [Subscription(200, 400)])
                    #expect(e2.subscriptions == [Subscription(200, 400)])
                    #expect(e3.subscriptions == [Subscription(200, 400)])
                    #expect(e4.subscriptions == [Subscription(200, 400)])
                }
            }
        }
        #expect(reported.entries.filter { $0.contains("second round") } == [
            "Unexpected error in combineLatest's resultSelector: second round",
            "Unexpected error in combineLatest's resultSelector: second round",
        ])
    }

    // MARK: - 6 sources

    @Test func typical6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5) }
                #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .next(410, [10, 2, 3, 4, 5, 6]), .next(420, [10, 20, 3, 4, 5, 6]), .next(430, [10, 20, 30, 4, 5, 6]), .next(440, [10, 20, 30, 40, 5, 6]), .next(450, [10, 20, 30, 40, 50, 6]), .next(460, [10, 20, 30, 40, 50, 60]), .completed(800)])
                #expect(e0.subscriptions == [Subscription(200, 800)])
                #expect(e1.subscriptions == [Subscription(200, 800)])
                #expect(e2.subscriptions == [Subscription(200, 800)])
                #expect(e3.subscriptions == [Subscription(200, 800)])
                #expect(e4.subscriptions == [Subscription(200, 800)])
                #expect(e5.subscriptions == [Subscription(200, 800)])
            }
        }
    }

    @Test func failingSourceFallsBack6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(400, TestError())])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(500)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(500)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(500)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5) }
                #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .next(400, [-1, 2, 3, 4, 5, 6]), .completed(500)])
                #expect(e0.subscriptions == [Subscription(200, 400)])
                #expect(e1.subscriptions == [Subscription(200, 500)])
                #expect(e2.subscriptions == [Subscription(200, 500)])
                #expect(e3.subscriptions == [Subscription(200, 500)])
                #expect(e4.subscriptions == [Subscription(200, 500)])
                #expect(e5.subscriptions == [Subscription(200, 500)])
            }
        }
    }

    @Test func disposedInTheMiddle6() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5] }.asObservable() },
            { e0, e1, e2, e3, e4, e5 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(900)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(900)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(900)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(900)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(900)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(900)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start(disposed: 265) { factory(e0, e1, e2, e3, e4, e5) }
                #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6])])
                #expect(e0.subscriptions == [Subscription(200, 265)])
                #expect(e1.subscriptions == [Subscription(200, 265)])
                #expect(e2.subscriptions == [Subscription(200, 265)])
                #expect(e3.subscriptions == [Subscription(200, 265)])
                #expect(e4.subscriptions == [Subscription(200, 265)])
                #expect(e5.subscriptions == [Subscription(200, 265)])
            }
        }
    }

    @Test func justs6() {
        let factories: [() -> Observable<[Int]>] = [
            { Driver.combineLatest(Driver.just(1), Driver.just(2), Driver.just(3), Driver.just(4), Driver.just(5), Driver.just(6)) { [$0, $1, $2, $3, $4, $5] }.asObservable() },
            { Signal.combineLatest(Signal.just(1), Signal.just(2), Signal.just(3), Signal.just(4), Signal.just(5), Signal.just(6)) { [$0, $1, $2, $3, $4, $5] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory() }
                #expect(res.events == [.next(200, [1, 2, 3, 4, 5, 6]), .completed(200)])
            }
        }
    }

    @Test func throwingSelectorIsReportedAndCompletes6() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
                { e0, e1, e2, e3, e4, e5 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3, $4, $5]) }.asObservable() },
                { e0, e1, e2, e3, e4, e5 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3, $4, $5]) }.asObservable() },
            ]
            for factory in factories {
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
                let e0 = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(900)])
                let e1 = scheduler.createHotObservable([.next(220, 2), .completed(900)])
                let e2 = scheduler.createHotObservable([.next(230, 3), .completed(900)])
                let e3 = scheduler.createHotObservable([.next(240, 4), .completed(900)])
                let e4 = scheduler.createHotObservable([.next(250, 5), .completed(900)])
                let e5 = scheduler.createHotObservable([.next(260, 6), .completed(900)])
                SharingScheduler.mock(scheduler: scheduler) {
                    let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5) }
                    #expect(res.events == [.next(260, [1, 2, 3, 4, 5, 6]), .completed(400)])
                    #expect(e0.subscriptions == [Subscription(200, 400)])
                    #expect(e1.subscriptions == [Subscription(200, 400)])
                    #expect(e2.subscriptions == [Subscription(200, 400)])
                    #expect(e3.subscriptions == [Subscription(200, 400)])
                    #expect(e4.subscriptions == [Subscription(200, 400)])
                    #expect(e5.subscriptions == [Subscription(200, 400)])
                }
            }
        }
        #expect(reported.entries.filter { $0.contains("second round") } == [
            "Unexpected error in combineLatest's resultSelector: second round",
            "Unexpected error in combineLatest's resultSelector: second round",
        ])
    }

    // MARK: - 7 sources

    @Test func typical7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(470, 70), .completed(800)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6) }
                #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .next(410, [10, 2, 3, 4, 5, 6, 7]), .next(420, [10, 20, 3, 4, 5, 6, 7]), .next(430, [10, 20, 30, 4, 5, 6, 7]), .next(440, [10, 20, 30, 40, 5, 6, 7]), .next(450, [10, 20, 30, 40, 50, 6, 7]), .next(460, [10, 20, 30, 40, 50, 60, 7]), .next(470, [10, 20, 30, 40, 50, 60, 70]), .completed(800)])
                #expect(e0.subscriptions == [Subscription(200, 800)])
                #expect(e1.subscriptions == [Subscription(200, 800)])
                #expect(e2.subscriptions == [Subscription(200, 800)])
                #expect(e3.subscriptions == [Subscription(200, 800)])
                #expect(e4.subscriptions == [Subscription(200, 800)])
                #expect(e5.subscriptions == [Subscription(200, 800)])
                #expect(e6.subscriptions == [Subscription(200, 800)])
            }
        }
    }

    @Test func failingSourceFallsBack7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(400, TestError())])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(500)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(500)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(500)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .completed(500)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6) }
                #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .next(400, [-1, 2, 3, 4, 5, 6, 7]), .completed(500)])
                #expect(e0.subscriptions == [Subscription(200, 400)])
                #expect(e1.subscriptions == [Subscription(200, 500)])
                #expect(e2.subscriptions == [Subscription(200, 500)])
                #expect(e3.subscriptions == [Subscription(200, 500)])
                #expect(e4.subscriptions == [Subscription(200, 500)])
                #expect(e5.subscriptions == [Subscription(200, 500)])
                #expect(e6.subscriptions == [Subscription(200, 500)])
            }
        }
    }

    @Test func disposedInTheMiddle7() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(900)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(900)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(900)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(900)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(900)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(900)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .completed(900)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start(disposed: 275) { factory(e0, e1, e2, e3, e4, e5, e6) }
                #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7])])
                #expect(e0.subscriptions == [Subscription(200, 275)])
                #expect(e1.subscriptions == [Subscription(200, 275)])
                #expect(e2.subscriptions == [Subscription(200, 275)])
                #expect(e3.subscriptions == [Subscription(200, 275)])
                #expect(e4.subscriptions == [Subscription(200, 275)])
                #expect(e5.subscriptions == [Subscription(200, 275)])
                #expect(e6.subscriptions == [Subscription(200, 275)])
            }
        }
    }

    @Test func justs7() {
        let factories: [() -> Observable<[Int]>] = [
            { Driver.combineLatest(Driver.just(1), Driver.just(2), Driver.just(3), Driver.just(4), Driver.just(5), Driver.just(6), Driver.just(7)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable() },
            { Signal.combineLatest(Signal.just(1), Signal.just(2), Signal.just(3), Signal.just(4), Signal.just(5), Signal.just(6), Signal.just(7)) { [$0, $1, $2, $3, $4, $5, $6] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory() }
                #expect(res.events == [.next(200, [1, 2, 3, 4, 5, 6, 7]), .completed(200)])
            }
        }
    }

    @Test func throwingSelectorIsReportedAndCompletes7() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
                { e0, e1, e2, e3, e4, e5, e6 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3, $4, $5, $6]) }.asObservable() },
                { e0, e1, e2, e3, e4, e5, e6 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3, $4, $5, $6]) }.asObservable() },
            ]
            for factory in factories {
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
                let e0 = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(900)])
                let e1 = scheduler.createHotObservable([.next(220, 2), .completed(900)])
                let e2 = scheduler.createHotObservable([.next(230, 3), .completed(900)])
                let e3 = scheduler.createHotObservable([.next(240, 4), .completed(900)])
                let e4 = scheduler.createHotObservable([.next(250, 5), .completed(900)])
                let e5 = scheduler.createHotObservable([.next(260, 6), .completed(900)])
                let e6 = scheduler.createHotObservable([.next(270, 7), .completed(900)])
                SharingScheduler.mock(scheduler: scheduler) {
                    let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6) }
                    #expect(res.events == [.next(270, [1, 2, 3, 4, 5, 6, 7]), .completed(400)])
                    #expect(e0.subscriptions == [Subscription(200, 400)])
                    #expect(e1.subscriptions == [Subscription(200, 400)])
                    #expect(e2.subscriptions == [Subscription(200, 400)])
                    #expect(e3.subscriptions == [Subscription(200, 400)])
                    #expect(e4.subscriptions == [Subscription(200, 400)])
                    #expect(e5.subscriptions == [Subscription(200, 400)])
                    #expect(e6.subscriptions == [Subscription(200, 400)])
                }
            }
        }
        #expect(reported.entries.filter { $0.contains("second round") } == [
            "Unexpected error in combineLatest's resultSelector: second round",
            "Unexpected error in combineLatest's resultSelector: second round",
        ])
    }

    // MARK: - 8 sources

    @Test func typical8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6, e7 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1), e7.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1), e7.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1), e7.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1), e7.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(410, 10), .completed(800)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .next(420, 20), .completed(800)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .next(430, 30), .completed(800)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .next(440, 40), .completed(800)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .next(450, 50), .completed(800)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .next(460, 60), .completed(800)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .next(470, 70), .completed(800)])
            let e7 = scheduler.createHotObservable([.next(150, 0), .next(280, 8), .next(480, 80), .completed(800)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6, e7) }
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
    }

    @Test func failingSourceFallsBack8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6, e7 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1), e7.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1), e7.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1), e7.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1), e7.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .error(400, TestError())])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(500)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(500)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(500)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(500)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(500)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .completed(500)])
            let e7 = scheduler.createHotObservable([.next(150, 0), .next(280, 8), .completed(500)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6, e7) }
                #expect(res.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .next(400, [-1, 2, 3, 4, 5, 6, 7, 8]), .completed(500)])
                #expect(e0.subscriptions == [Subscription(200, 400)])
                #expect(e1.subscriptions == [Subscription(200, 500)])
                #expect(e2.subscriptions == [Subscription(200, 500)])
                #expect(e3.subscriptions == [Subscription(200, 500)])
                #expect(e4.subscriptions == [Subscription(200, 500)])
                #expect(e5.subscriptions == [Subscription(200, 500)])
                #expect(e6.subscriptions == [Subscription(200, 500)])
                #expect(e7.subscriptions == [Subscription(200, 500)])
            }
        }
    }

    @Test func disposedInTheMiddle8() {
        let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
            { e0, e1, e2, e3, e4, e5, e6, e7 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1), e7.asDriver(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1), e7.asDriver(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1), e7.asSignal(onErrorJustReturn: -1)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable() },
            { e0, e1, e2, e3, e4, e5, e6, e7 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1), e7.asSignal(onErrorJustReturn: -1)).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            let e0 = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(900)])
            let e1 = scheduler.createHotObservable([.next(150, 0), .next(220, 2), .completed(900)])
            let e2 = scheduler.createHotObservable([.next(150, 0), .next(230, 3), .completed(900)])
            let e3 = scheduler.createHotObservable([.next(150, 0), .next(240, 4), .completed(900)])
            let e4 = scheduler.createHotObservable([.next(150, 0), .next(250, 5), .completed(900)])
            let e5 = scheduler.createHotObservable([.next(150, 0), .next(260, 6), .completed(900)])
            let e6 = scheduler.createHotObservable([.next(150, 0), .next(270, 7), .completed(900)])
            let e7 = scheduler.createHotObservable([.next(150, 0), .next(280, 8), .completed(900)])
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start(disposed: 285) { factory(e0, e1, e2, e3, e4, e5, e6, e7) }
                #expect(res.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8])])
                #expect(e0.subscriptions == [Subscription(200, 285)])
                #expect(e1.subscriptions == [Subscription(200, 285)])
                #expect(e2.subscriptions == [Subscription(200, 285)])
                #expect(e3.subscriptions == [Subscription(200, 285)])
                #expect(e4.subscriptions == [Subscription(200, 285)])
                #expect(e5.subscriptions == [Subscription(200, 285)])
                #expect(e6.subscriptions == [Subscription(200, 285)])
                #expect(e7.subscriptions == [Subscription(200, 285)])
            }
        }
    }

    @Test func justs8() {
        let factories: [() -> Observable<[Int]>] = [
            { Driver.combineLatest(Driver.just(1), Driver.just(2), Driver.just(3), Driver.just(4), Driver.just(5), Driver.just(6), Driver.just(7), Driver.just(8)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable() },
            { Signal.combineLatest(Signal.just(1), Signal.just(2), Signal.just(3), Signal.just(4), Signal.just(5), Signal.just(6), Signal.just(7), Signal.just(8)) { [$0, $1, $2, $3, $4, $5, $6, $7] }.asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
            SharingScheduler.mock(scheduler: scheduler) {
                let res = scheduler.start { factory() }
                #expect(res.events == [.next(200, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(200)])
            }
        }
    }

    @Test func throwingSelectorIsReportedAndCompletes8() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let factories: [(TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>, TestableObservable<Int>) -> Observable<[Int]>] = [
                { e0, e1, e2, e3, e4, e5, e6, e7 in Driver.combineLatest(e0.asDriver(onErrorJustReturn: -1), e1.asDriver(onErrorJustReturn: -1), e2.asDriver(onErrorJustReturn: -1), e3.asDriver(onErrorJustReturn: -1), e4.asDriver(onErrorJustReturn: -1), e5.asDriver(onErrorJustReturn: -1), e6.asDriver(onErrorJustReturn: -1), e7.asDriver(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3, $4, $5, $6, $7]) }.asObservable() },
                { e0, e1, e2, e3, e4, e5, e6, e7 in Signal.combineLatest(e0.asSignal(onErrorJustReturn: -1), e1.asSignal(onErrorJustReturn: -1), e2.asSignal(onErrorJustReturn: -1), e3.asSignal(onErrorJustReturn: -1), e4.asSignal(onErrorJustReturn: -1), e5.asSignal(onErrorJustReturn: -1), e6.asSignal(onErrorJustReturn: -1), e7.asSignal(onErrorJustReturn: -1)) { try failingOnSecondRound([$0, $1, $2, $3, $4, $5, $6, $7]) }.asObservable() },
            ]
            for factory in factories {
                let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
                let e0 = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(900)])
                let e1 = scheduler.createHotObservable([.next(220, 2), .completed(900)])
                let e2 = scheduler.createHotObservable([.next(230, 3), .completed(900)])
                let e3 = scheduler.createHotObservable([.next(240, 4), .completed(900)])
                let e4 = scheduler.createHotObservable([.next(250, 5), .completed(900)])
                let e5 = scheduler.createHotObservable([.next(260, 6), .completed(900)])
                let e6 = scheduler.createHotObservable([.next(270, 7), .completed(900)])
                let e7 = scheduler.createHotObservable([.next(280, 8), .completed(900)])
                SharingScheduler.mock(scheduler: scheduler) {
                    let res = scheduler.start { factory(e0, e1, e2, e3, e4, e5, e6, e7) }
                    #expect(res.events == [.next(280, [1, 2, 3, 4, 5, 6, 7, 8]), .completed(400)])
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
        }
        #expect(reported.entries.filter { $0.contains("second round") } == [
            "Unexpected error in combineLatest's resultSelector: second round",
            "Unexpected error in combineLatest's resultSelector: second round",
        ])
    }
}

/// The selector of the throwing tests: the sources' elements, until source 0 sends its second one.
private func failingOnSecondRound(_ elements: [Int]) throws -> [Int] {
    if elements[0] > 1 {
        throw TestError(name: "second round")
    }
    return elements
}
