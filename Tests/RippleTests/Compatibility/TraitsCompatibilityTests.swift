import XCTest
import Ripple
import RippleTest

/// Trait tests written exactly as an RxSwift + RxTest user writes them; only the imports differ,
/// and a disposal action that records the clock uses a `Sendable` box, as Swift 6 requires.
final class TraitsCompatibilityTests: XCTestCase {
    func testSingle_create_success() {
        let scheduler = TestScheduler(initialClock: 0)

        var observer: ((SingleEvent<Int>) -> Void)! = nil

        scheduler.scheduleAt(201, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(202, action: {
            observer(.success(1))
        })
        scheduler.scheduleAt(203, action: {
            observer(.failure(testError))
        })

        let res = scheduler.start {
            Single<Int>.create { _observer in
                observer = _observer
                return Disposables.create()
            }.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(201, 1),
            .completed(201),
        ])
    }

    func testSingle_subscribe() {
        var events: [SingleEvent<Int>] = []

        _ = Single.just(1).subscribe { event in
            events.append(event)
        }
        _ = Single<Int>.error(testError).subscribe { event in
            events.append(event)
        }

        XCTAssertEqual(events, [.success(1), .failure(testError)])
    }

    func testMaybe_subscribe() {
        var events: [MaybeEvent<Int>] = []

        _ = Maybe.just(1).subscribe(onSuccess: { element in
            events.append(.success(element))
        }, onError: { error in
            events.append(.error(error))
        }, onCompleted: {
            events.append(.completed)
        })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { element in
            events.append(.success(element))
        }, onError: { error in
            events.append(.error(error))
        }, onCompleted: {
            events.append(.completed)
        })

        XCTAssertEqual(events, [.success(1), .completed])
    }

    func testCompletable_subscribe() {
        var events: [CompletableEvent] = []

        _ = Completable.empty().subscribe(onCompleted: {
            events.append(.completed)
        }, onError: { error in
            events.append(.error(error))
        })
        _ = Completable.error(testError).subscribe(onCompleted: {
            events.append(.completed)
        }, onError: { error in
            events.append(.error(error))
        })

        XCTAssertEqual(events, [.completed, .error(testError)])
    }

    func testAsSingle_Many() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
            .error(260, testError),
        ])

        let res = scheduler.start {
            xs.asSingle()
        }

        XCTAssertEqual(res.events, [
            .error(220, RxError.moreThanOneElement),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
        ])
    }

    func testCompletableCompleted_SingleNormal() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1: TestableObservable<Never> = scheduler.createHotObservable([
            .completed(210),
        ])

        let x2: TestableObservable<Int> = scheduler.createHotObservable([
            .next(290, 1),
            .completed(290),
        ])

        let res = scheduler.start {
            x1.asCompletable().andThen(x2.asSingle())
        }

        XCTAssertEqual(res.events, [
            .next(290, 1),
            .completed(290),
        ])

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(210, 290),
        ])
    }

    func test_zip_tuple() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Single.zip(Single.just(1), Single.just(2)) as Single<(Int, Int)>).map { $0.0 + $0.1 }.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(200, 3),
            .completed(200),
        ])
    }

    func testZipCollection_selector() {
        let collection = [Single<Int>.just(1), Single<Int>.just(1), Single<Int>.just(1)]
        let singleResult: Single<Int> = Single.zip(collection) { $0.reduce(0, +) }

        var result: Int?
        _ = singleResult.subscribe(onSuccess: { result = $0 })

        XCTAssertEqual(result, 3)
    }

    func test_flatMap() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            (Single<Int>.just(1).flatMap { .just($0 * 2) } as Single<Int>).asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(200, 2),
            .completed(200),
        ])
    }
}

private let testError = CompatibilityError()

private struct CompatibilityError: Error, Equatable {}
