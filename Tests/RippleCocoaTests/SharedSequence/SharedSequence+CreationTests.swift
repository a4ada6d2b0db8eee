import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct SharedSequenceCreationTests {
    @Test func emptyCompletesOnTheSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let driver = scheduler.startSharing { Driver<Int>.empty() }
        let signal = makeSharingScheduler().startSharing { Signal<Int>.empty() }
        #expect(driver.events == [.completed(201)])
        #expect(signal.events == [.completed(200)])
    }

    @Test func neverEmitsNothing() {
        let scheduler = makeSharingScheduler()
        let res = scheduler.startSharing { Driver<Int>.never() }
        #expect(res.events.isEmpty)
    }

    @Test func justEmitsOnTheSharingSchedulerToEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) { driver = .just(7) }
        let first = scheduler.subscribe(driver ?? .never(), at: 200)
        let second = scheduler.subscribe(driver ?? .never(), at: 300)
        scheduler.start()
        #expect(first.events == [.next(201, 7), .completed(201)])
        #expect(second.events == [.next(301, 7), .completed(301)])
    }

    @Test func justDisposedBeforeItsStepEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.startSharing(disposed: 200) { Signal.just(7) }
        #expect(res.events.isEmpty)
    }

    @Test func deferredCallsTheFactoryForEachConnection() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var calls = 0
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = .deferred {
                calls += 1
                return xs.asDriver(onErrorJustReturn: -1).map { $0 * calls }
            }
        }
        let first = scheduler.subscribe(driver ?? .never(), at: 200)
        let joining = scheduler.subscribe(driver ?? .never(), at: 215)
        let later = scheduler.subscribe(driver ?? .never(), at: 300)
        // The factory builds a driver when subscribed to: run the scheduler under the mock too.
        SharingScheduler.mock(scheduler: scheduler) { scheduler.start() }
        #expect(first.events == [.next(210, 1), .completed(220)])
        #expect(joining.events == [.next(215, 1), .completed(220)])
        #expect(later.events == [.next(310, 2), .completed(320)])
        #expect(calls == 2)
        #expect(xs.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
    }

    @Test func ofAndFromEmitOneStepPerElement() {
        let expected: [Recorded<Event<Int>>] = [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)]
        let factories: [() -> Observable<Int>] = [
            { Driver.of(1, 2, 3).asObservable() },
            { Driver.from([1, 2, 3]).asObservable() },
            { Driver.from(1...3).asObservable() },
            { Signal.of(1, 2, 3).asObservable() },
            { Signal.from([1, 2, 3]).asObservable() },
            { Signal.from(1...3).asObservable() },
        ]
        for factory in factories {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.startSharing(factory)
            #expect(res.events == expected)
        }
    }

    @Test func fromDisposedInTheMiddleStops() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.startSharing(disposed: 202) { Driver.from([1, 2, 3]) }
        #expect(res.events == [.next(201, 1)])
    }

    @Test func fromOptionalEmitsTheValueIfAny() {
        let some = TestScheduler(initialClock: 0).startSharing { Driver.from(optional: 5) }
        let none = TestScheduler(initialClock: 0).startSharing { Signal<Int>.from(optional: nil) }
        #expect(some.events == [.next(201, 5), .completed(202)])
        #expect(none.events == [.completed(201)])
    }

    @Test func intervalIsSharedAndADriverReplaysItsLatestValue() {
        let scheduler = makeSharingScheduler()
        var driver: Driver<Int>?
        var signal: Signal<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = .interval(.seconds(100))
            signal = .interval(.seconds(100))
        }
        let driverFirst = scheduler.subscribe(driver ?? .never(), at: 20, disposedAt: 230)
        let driverSecond = scheduler.subscribe(driver ?? .never(), at: 170, disposedAt: 230)
        let signalFirst = scheduler.subscribe(signal ?? .never(), at: 20, disposedAt: 230)
        let signalSecond = scheduler.subscribe(signal ?? .never(), at: 170, disposedAt: 230)
        scheduler.start()
        #expect(driverFirst.events == [.next(120, 0), .next(220, 1)])
        #expect(driverSecond.events == [.next(170, 0), .next(220, 1)])
        #expect(signalFirst.events == [.next(120, 0), .next(220, 1)])
        #expect(signalSecond.events == [.next(220, 1)])
    }

    @Test func timerEmitsAfterItsDueTimeThenPeriodically() {
        let scheduler = makeSharingScheduler()
        let res = scheduler.startSharing(disposed: 260) { Driver<Int>.timer(.seconds(20), period: .seconds(25)) }
        #expect(res.events == [.next(220, 0), .next(245, 1)])
    }

    @Test func negativePeriodsCompleteAndReportTheError() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let interval = makeSharingScheduler().startSharing { Driver<Int>.interval(.seconds(-1)) }
            let timer = makeSharingScheduler().startSharing { Signal<Int>.timer(.seconds(1), period: .seconds(-1)) }
            #expect(interval.events.map(\.value) == [.completed])
            #expect(timer.events.map(\.value) == [.completed])
        }
        #expect(reported.entries == [
            "Unexpected error in SharedSequence.interval: Argument out of range.",
            "Unexpected error in SharedSequence.timer: Argument out of range.",
        ])
    }
}
