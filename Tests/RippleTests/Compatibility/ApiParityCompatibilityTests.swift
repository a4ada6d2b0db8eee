import Foundation
import XCTest
import Ripple
import RippleTest

/// The API added for RxSwift parity, used the way RxSwift + RxTest users write it (type
/// annotations with `as`, trailing closures, implicit members); only the imports differ.
final class ApiParityCompatibilityTests: XCTestCase {
    func testSingle_delay() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Single.just(1).delay(.seconds(2), scheduler: scheduler) as Single<Int>).asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(202, 1),
            .completed(203),
        ])
    }

    func testSingle_delaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler) as Single<Int>).asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(202, 1),
            .completed(202),
        ])
    }

    func testSingle_timeout_other() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createColdObservable([
            .next(10, 1),
            .completed(20),
        ]).asSingle()

        let xs2 = scheduler.createColdObservable([
            .next(20, 2),
            .completed(20),
        ]).asSingle()

        let res = scheduler.start {
            xs.timeout(.seconds(5), other: xs2, scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(225, 2),
            .completed(225),
        ])
    }

    func testSingle_timer() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.timer(.seconds(2), scheduler: scheduler)
        }

        XCTAssertEqual(res.events, [
            .next(202, 0),
            .completed(202),
        ])
    }

    func testSingle_do() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.just(1).do(onSuccess: { _ in () }, afterSuccess: { _ in () }, onError: { _ in () }, afterError: { _ in () }, onSubscribe: { () in () }, onSubscribed: { () in () }, onDispose: { () in () })
        }

        XCTAssertEqual(res.events, [
            .next(200, 1),
            .completed(200),
        ])
    }

    func testMaybe_ifEmpty() {
        let scheduler = TestScheduler(initialClock: 0)

        let byDefault = scheduler.start {
            Maybe<Int>.empty().ifEmpty(default: 5) as Single<Int>
        }
        XCTAssertEqual(byDefault.events, [
            .next(200, 5),
            .completed(200),
        ])

        let source = Maybe<Int>.empty()
        let switchSource = Single.just(10)
        let switched = TestScheduler(initialClock: 0).start {
            source.ifEmpty(switchTo: switchSource)
        }
        XCTAssertEqual(switched.events, [
            .next(200, 10),
            .completed(200),
        ])
    }

    func testMaybe_using() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = BooleanDisposable()

        let res = scheduler.start {
            Maybe.using({ resource }, primitiveSequenceFactory: { _ in Maybe.just(1) })
        }

        XCTAssertEqual(res.events, [
            .next(200, 1),
            .completed(200),
        ])
        XCTAssertTrue(resource.isDisposed)
    }

    func testCompletable_concatAndZip() {
        let scheduler = TestScheduler(initialClock: 0)

        let first = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Never>>]).asCompletable()
        let second = scheduler.createColdObservable([.completed(20)] as [Recorded<Event<Never>>]).asCompletable()

        let concatenated = scheduler.start { first.concat(second) }
        XCTAssertEqual(concatenated.events, [.completed(230)])

        let zipped = TestScheduler(initialClock: 0).start { Completable.zip(Completable.empty(), Completable.empty()) }
        XCTAssertEqual(zipped.events, [.completed(200)])

        let all = TestScheduler(initialClock: 0).start { Completable.concat([Completable.empty(), Completable.error(testError)]) }
        XCTAssertEqual(all.events, [.error(200, testError)])
    }

    func testObservable_ifEmptyAndDecode() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Observable<Int>.empty().ifEmpty(default: 42)
        }
        XCTAssertEqual(res.events, [
            .next(200, 42),
            .completed(200),
        ])

        let decoded = Observable.just(Data("[1,2]".utf8))
            .decode(type: [Int].self, decoder: JSONDecoder())
            .toArray()
            .asObservable()
            .subscribeAndCollect()
        XCTAssertEqual(decoded, [[[1, 2]]])
    }

    func testInfallible_combineLatestTuple() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Infallible.combineLatest(Infallible.just(1), Infallible.just("a")).map { "\($0)\($1)" }
        }

        XCTAssertEqual(res.events, [
            .next(200, "1a"),
            .completed(200),
        ])
    }

    func testHistoricalScheduler() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))

        // Swift 6: scheduled work is `@Sendable`, so it records into a `Sendable` box.
        let times = Locked<[Date]>([])
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            return Disposables.create()
        }
        scheduler.start()

        XCTAssertEqual(times.value, [Date(timeIntervalSince1970: 10)])
    }
}

private extension ObservableType {
    /// Every element, collected synchronously; for sources that complete at once.
    func subscribeAndCollect() -> [Element] {
        var elements: [Element] = []
        _ = subscribe(onNext: { elements.append($0) })
        return elements
    }
}

private let testError = ApiParityCompatibilityError()

private struct ApiParityCompatibilityError: Error, Equatable {}
