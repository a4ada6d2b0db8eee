import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct SharedSequenceCombiningTests {
    private let scheduler = makeSharingScheduler()

    @Test func startWithEmitsTheElementFirst() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: -1).startWith(0) }
        #expect(res.events == [.next(200, 0), .next(210, 1), .next(220, -1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func startWithDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let res = scheduler.startSharing(disposed: 220) { xs.asSignal(onErrorJustReturn: -1).startWith(0) }
        #expect(res.events == [.next(200, 0), .next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func withLatestFromCombinesWithTheLatestOfTheSecond() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .error(260, TestError())])
        let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
        let res = scheduler.startSharing {
            xs.asDriver(onErrorJustReturn: 4).withLatestFrom(ys.asDriver(onErrorJustReturn: "")) { "\($0)\($1)" }
        }
        #expect(res.events == [.next(230, "2a"), .next(250, "3b"), .next(260, "4b"), .completed(260)])
        #expect(xs.subscriptions == [Subscription(200, 260)])
        #expect(ys.subscriptions == [Subscription(200, 245)])
    }

    @Test func withLatestFromWithoutSelectorTakesTheSecondsElementOfAnyStrategy() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, "a"), .completed(300)])
        let res = scheduler.startSharing {
            xs.asSignal(onErrorJustReturn: 0).withLatestFrom(ys.asDriver(onErrorJustReturn: ""))
        }
        #expect(res.events == [.next(230, "a"), .completed(240)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }

    @Test func withLatestFromDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(230, 1), .next(250, 2)])
        let ys = scheduler.createHotObservable([.next(220, "a")])
        let res = scheduler.startSharing(disposed: 240) {
            xs.asDriver(onErrorJustReturn: 0).withLatestFrom(ys.asDriver(onErrorJustReturn: ""))
        }
        #expect(res.events == [.next(230, "a")])
        #expect(xs.subscriptions == [Subscription(200, 240)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }

    @Test func mergeOverloadsMergeEverySource() {
        let factories: [(Driver<Int>, Driver<Int>) -> Driver<Int>] = [
            { Driver.merge($0, $1) },
            { Driver.merge([$0, $1]) },
            { Driver.merge(AnyCollection([$0, $1])) },
        ]
        for factory in factories {
            let scheduler = makeSharingScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
            let res = scheduler.startSharing { factory(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)) }
            #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, -1), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
            #expect(ys.subscriptions == [Subscription(200, 240)])
        }
    }

    @Test func mergeDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.startSharing(disposed: 225) {
            Signal.merge(xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -2))
        }
        #expect(res.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(ys.subscriptions == [Subscription(200, 225)])
    }

    @Test func concatOverloadsSubscribeEachSourceInTurn() {
        let factories: [(Driver<Int>, Driver<Int>) -> Driver<Int>] = [
            { Driver.concat([$0, $1]) },
            { Driver.concat(AnySequence([$0, $1])) },
        ]
        for factory in factories {
            let scheduler = makeSharingScheduler()
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
            let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let res = scheduler.startSharing { factory(xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)) }
            #expect(res.events == [.next(210, 1), .next(220, -1), .next(230, 2), .completed(240)])
            #expect(xs.subscriptions == [Subscription(200, 220)])
            #expect(ys.subscriptions == [Subscription(220, 240)])
        }
    }

    @Test func concatDisposedInTheMiddle() {
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.startSharing(disposed: 225) {
            Signal.concat([xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -2)])
        }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 225)])
    }

    @Test func combineLatestOfACollection() {
        let factories: [([Driver<Int>]) -> Driver<Int>] = [
            { Driver.combineLatest($0) { $0.reduce(0, +) } },
            { Driver.combineLatest($0).map { $0.reduce(0, +) } },
        ]
        for factory in factories {
            let scheduler = makeSharingScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, TestError())])
            let ys = scheduler.createHotObservable([.next(220, 4), .next(240, 5), .completed(260)])
            let res = scheduler.startSharing { factory([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)]) }
            #expect(res.events == [.next(220, 5), .next(230, 6), .next(240, 7), .next(250, 4), .completed(260)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [Subscription(200, 260)])
        }
    }

    @Test func zipOfACollection() {
        let factories: [([Signal<Int>]) -> Signal<Int>] = [
            { Signal.zip($0) { $0.reduce(0, +) } },
            { Signal.zip($0).map { $0.reduce(0, +) } },
        ]
        for factory in factories {
            let scheduler = makeSharingScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .error(250, TestError())])
            let ys = scheduler.createHotObservable([.next(220, 4), .next(240, 5), .next(260, 6), .completed(270)])
            let res = scheduler.startSharing { factory([xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -2)]) }
            #expect(res.events == [.next(220, 5), .next(240, 7), .next(260, 5), .completed(270)])
            #expect(xs.subscriptions == [Subscription(200, 250)])
            #expect(ys.subscriptions == [Subscription(200, 270)])
        }
    }

    @Test func aThrowingSelectorOfACollectionFormIsReportedAndTheResultCompletes() {
        let reported = SharedLog()
        let cases: [(name: String, combine: ([Driver<Int>]) -> Driver<Int>, events: [Recorded<Event<Int>>], end: TestTime)] = [
            ("combineLatest", { Driver.combineLatest($0) { try sumUpToThree($0) } }, [.next(220, 2), .completed(230)], 230),
            ("zip", { Driver.zip($0) { try sumUpToThree($0) } }, [.next(220, 2), .completed(240)], 240),
        ]
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            for (_, combine, events, end) in cases {
                let scheduler = makeSharingScheduler()
                let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
                let ys = scheduler.createHotObservable([.next(220, 1), .next(240, 3), .completed(300)])
                let res = scheduler.startSharing { combine([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)]) }
                #expect(res.events == events)
                #expect(xs.subscriptions == [Subscription(200, end)])
                #expect(ys.subscriptions == [Subscription(200, end)])
            }
        }
        #expect(reported.entries.filter { $0.contains("more than three") } == cases.map {
            "Unexpected error in \($0.name)'s resultSelector: more than three"
        })
    }

    @Test func aThrowingSelectorIsReportedOnceForAllObserversOfTheDriver() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let scheduler = makeSharingScheduler()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 4)])
            var driver: Driver<Int>?
            SharingScheduler.mock(scheduler: scheduler) {
                driver = Driver.combineLatest([xs.asDriver(onErrorJustReturn: -1)]) { try sumUpToThree($0) }
            }
            guard let driver else { return }
            let first = scheduler.subscribe(driver, at: 200)
            let second = scheduler.subscribe(driver, at: 220)
            scheduler.start()
            #expect(first.events == [.next(210, 1), .completed(230)])
            #expect(second.events == [.next(220, 1), .completed(230)])
            #expect(xs.subscriptions == [Subscription(200, 230)])
        }
        #expect(reported.entries.filter { $0.contains("more than three") }.count == 1)
    }

    @Test func combineLatestOfACollectionDisposedInTheMiddle() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 4)])
        let res = scheduler.startSharing(disposed: 225) {
            Driver.combineLatest([xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -2)])
        }
        #expect(res.events == [.next(220, [1, 4])])
        #expect(xs.subscriptions == [Subscription(200, 225)])
        #expect(ys.subscriptions == [Subscription(200, 225)])
    }
}

/// The sum of `elements`, or an error when it is more than three.
private func sumUpToThree(_ elements: [Int]) throws -> Int {
    let sum = elements.reduce(0, +)
    if sum > 3 {
        throw TestError(name: "more than three")
    }
    return sum
}
