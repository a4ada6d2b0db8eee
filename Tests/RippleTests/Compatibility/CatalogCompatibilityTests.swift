import Foundation
import XCTest
import Ripple
import RippleTest

/// Catalog operator tests written exactly as an RxSwift + RxTest (+ RxRelay) user writes them;
/// only the imports differ. Several are RxSwift's own test cases.
final class CatalogCompatibilityTests: XCTestCase {
    func testSkipWhile_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(90, -1),
            .next(110, -1),
            .next(210, 2),
            .next(260, 5),
            .next(290, 13),
            .next(320, 3),
            .completed(330),
            .next(350, 7),
            .next(390, 4),
            .next(410, 17),
        ])

        var invoked = 0

        let res = scheduler.start {
            xs.skip(while: { x in
                invoked += 1
                return x < 10
            })
        }

        XCTAssertEqual(res.events, [
            .next(290, 13),
            .next(320, 3),
            .completed(330),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 330),
        ])

        XCTAssertEqual(3, invoked)
    }

    func testSkipUntil_SomeData_Next() {
        let scheduler = TestScheduler(initialClock: 0)

        let l = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        let r = scheduler.createHotObservable([
            .next(150, 1),
            .next(225, 99),
            .completed(230),
        ])

        let res = scheduler.start {
            l.skip(until: r)
        }

        XCTAssertEqual(res.events, [
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        XCTAssertEqual(l.subscriptions, [
            Subscription(200, 250),
        ])

        XCTAssertEqual(r.subscriptions, [
            Subscription(200, 225),
        ])
    }

    func testTakeLast_Complete_Same() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(70, 6),
            .next(150, 4),
            .next(210, 9),
            .next(230, 13),
            .next(270, 7),
            .next(280, 1),
            .next(300, -1),
            .completed(310),
        ])

        let res = scheduler.start {
            xs.takeLast(5)
        }

        XCTAssertEqual(res.events, [
            .next(310, 9),
            .next(310, 13),
            .next(310, 7),
            .next(310, 1),
            .next(310, -1),
            .completed(310),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 310),
        ])
    }

    func testElementAt_Complete_After() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(70, 6),
            .next(150, 4),
            .next(210, 9),
            .next(230, 13),
            .next(270, 7),
            .next(280, 1),
            .next(300, -1),
            .next(310, 3),
            .next(340, 8),
            .next(370, 11),
            .next(410, 15),
            .next(415, 16),
            .next(460, 72),
            .next(510, 76),
            .next(560, 32),
            .next(570, -100),
            .next(580, -3),
            .next(590, 5),
            .next(630, 10),
            .completed(690),
        ])

        let res = scheduler.start {
            xs.element(at: 10)
        }

        XCTAssertEqual(res.events, [
            .next(460, 72),
            .completed(460),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 460),
        ])
    }

    func testElementAt_Complete_Before() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(70, 6),
            .next(150, 4),
            .next(210, 9),
            .next(230, 13),
            .completed(320),
        ])

        let res = scheduler.start {
            xs.element(at: 10)
        }

        XCTAssertEqual(res.events, [
            .error(320, RxError.argumentOutOfRange),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 320),
        ])
    }

    func testSingle_Many() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])

        let res = scheduler.start {
            xs.single()
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .error(220, RxError.moreThanOneElement),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
        ])
    }

    func testFirst_Empty() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .completed(250),
        ])

        let res = scheduler.start {
            xs.first().asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(250, nil),
            .completed(250),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 250),
        ])
    }

    func testFirst_AsMaybe() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .completed(250),
        ])

        let res = scheduler.start { () -> Maybe<Int> in
            xs.first()
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .completed(210),
        ])
    }

    func testTakeUntilPredicate_Inclusive() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .next(240, 5),
            .completed(250),
        ])

        let res = scheduler.start {
            xs.take(until: { $0 == 4 }, behavior: .inclusive)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 3),
            .next(230, 4),
            .completed(230),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 230),
        ])
    }

    func testAmb_WinnerThrows() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .error(220, testError),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 1),
            .next(220, 3),
            .completed(250),
        ])

        let res = scheduler.start {
            x1.amb(x2)
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .error(220, testError),
        ])

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 220),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(200, 210),
        ])
    }

    func testAmb_Sequence() {
        let scheduler = TestScheduler(initialClock: 0)

        let x1 = scheduler.createHotObservable([
            .next(150, 1),
            .next(230, 11),
            .completed(400),
        ])

        let x2 = scheduler.createHotObservable([
            .next(150, 2),
            .next(210, 21),
            .completed(300),
        ])

        let res = scheduler.start {
            Observable.amb([x1, x2].map { $0.asObservable() })
        }

        XCTAssertEqual(res.events, [
            .next(210, 21),
            .completed(300),
        ])

        XCTAssertEqual(x1.subscriptions, [
            Subscription(200, 210),
        ])

        XCTAssertEqual(x2.subscriptions, [
            Subscription(200, 300),
        ])
    }

    func testGroupBy_OuterComplete() {
        let scheduler = TestScheduler(initialClock: 0)

        var keyInvoked = 0

        let xs = scheduler.createHotObservable([
            .next(220, "  foo"),
            .next(240, " FoO "),
            .next(270, "baR  "),
            .next(310, "foO "),
            .next(350, " Baz   "),
            .next(360, "  qux "),
            .next(390, "   bar"),
            .next(420, " BAR  "),
            .next(470, "FOO "),
            .next(480, "baz  "),
            .next(510, " bAZ "),
            .next(530, "    fOo    "),
            .completed(570),
            .next(580, "error"),
            .completed(600),
            .error(650, testError),
        ])

        let res = scheduler.start { () -> Observable<String> in
            let group: Observable<GroupedObservable<String, String>> = xs.groupBy { x in
                keyInvoked += 1
                if x == "error" { throw testError }

                return x.lowercased().trimmingCharacters(in: CharacterSet.whitespaces)
            }
            return group.map { (go: GroupedObservable<String, String>) -> String in
                go.key
            }
        }

        XCTAssertEqual(res.events, [
            .next(220, "foo"),
            .next(270, "bar"),
            .next(350, "baz"),
            .next(360, "qux"),
            .completed(570),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 570),
        ])

        XCTAssertEqual(keyInvoked, 12)
    }

    func testWithUnretained_ObjectReleased() {
        let scheduler = TestScheduler(initialClock: 0)

        var testObject: TestObject! = TestObject()
        let id = testObject.id

        let values = scheduler.createColdObservable([
            .next(10, 1),
            .next(15, 2),
            .next(20, 3),
            .next(25, 5),
            .next(30, 8),
            .completed(50),
        ])

        scheduler.scheduleAt(222) {
            testObject = nil
        }

        let res = scheduler.start {
            values
                .withUnretained(testObject)
                .map { "\($0.0.id), \($0.1)" }
        }

        XCTAssertEqual(res.events, [
            .next(210, "\(id), 1"),
            .next(215, "\(id), 2"),
            .next(220, "\(id), 3"),
            .completed(225),
        ])

        XCTAssertEqual(values.subscriptions, [
            Subscription(200, 225),
        ])
    }

    func testDebug_PassesEventsThrough() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 0),
            .completed(600),
        ])

        let res = scheduler.start {
            xs.debug()
        }

        XCTAssertEqual(res.events, [
            .next(210, 0),
            .completed(600),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 600),
        ])
    }

    func testSingle_CatchAndReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Single<Int>.error(testError).catchAndReturn(2).asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(200, 2),
            .completed(200),
        ])
    }

    func testMaybe_Catch() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe<Int>.error(testError).catch { _ in .just(3) }.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(200, 3),
            .completed(200),
        ])
    }

    func testMaybe_Zip() {
        let scheduler = TestScheduler(initialClock: 0)

        let res = scheduler.start {
            Maybe.zip(Maybe.just(1), Maybe.just(2)) { $0 + $1 }.asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(200, 3),
            .completed(200),
        ])
    }

    func testObservableZipAndCombineLatest_OfTraits() {
        let scheduler = TestScheduler(initialClock: 0)

        let zipped = scheduler.start {
            Observable.zip(Single.just(1).asObservable(), Maybe.just("a").asObservable()) { "\($0)\($1)" }
        }
        let combined = TestScheduler(initialClock: 0).start {
            Observable.combineLatest(Single.just(1).asObservable(), Single.just(2).asObservable()) { $0 + $1 }
        }

        XCTAssertEqual(zipped.events, [
            .next(200, "1a"),
            .completed(200),
        ])
        XCTAssertEqual(combined.events, [
            .next(200, 3),
            .completed(200),
        ])
    }

    func testToArray_IsASingle() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .completed(230),
        ])

        let res = scheduler.start {
            xs.toArray().asObservable()
        }

        XCTAssertEqual(res.events, [
            .next(230, [1, 2]),
            .completed(230),
        ])
    }

    func testBehaviorRelay_Value() {
        let relay = BehaviorRelay(value: 1)
        let disposeBag = DisposeBag()
        var values = [Int]()

        relay.subscribe(onNext: { values.append($0) }).disposed(by: disposeBag)
        Observable.of(2, 3).bind(to: relay).disposed(by: disposeBag)

        XCTAssertEqual(relay.value, 3)
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testPublishRelay_AcceptAndBind() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = PublishRelay<Int>()
        let observer = scheduler.createObserver(Int.self)

        _ = relay.bind(to: observer)

        scheduler.scheduleAt(210) { relay.accept(1) }
        scheduler.scheduleAt(220) { relay.accept(2) }
        scheduler.start()

        XCTAssertEqual(observer.events, [
            .next(210, 1),
            .next(220, 2),
        ])
    }

    func testReplayRelay_CreateUnbound() {
        let relay = ReplayRelay<Int>.createUnbound()
        relay.accept(1)
        relay.accept(2)

        var values = [Int]()
        _ = relay.subscribe(onNext: { values.append($0) })

        XCTAssertEqual(values, [1, 2])
    }

    func testInfallible_AsInfallibleOnErrorJustReturn() {
        let scheduler = TestScheduler(initialClock: 0)

        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .error(220, testError),
        ])

        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).map { $0 * 2 }
        }

        XCTAssertEqual(res.events, [
            .next(210, 2),
            .next(220, 0),
            .completed(220),
        ])

        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 220),
        ])
    }

    func testSubscribeWith_Object() {
        let testObject = TestObject()
        var values = [String]()

        _ = Observable.of(1, 2).subscribe(with: testObject, onNext: { object, value in
            values.append("\(object.id) \(value)")
        })

        XCTAssertEqual(values, ["\(testObject.id) 1", "\(testObject.id) 2"])
    }
}

private let testError = CatalogCompatibilityError()

private struct CatalogCompatibilityError: Error, Equatable {}

private final class TestObject {
    let id = UUID().uuidString
}
