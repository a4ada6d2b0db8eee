import Ripple
import XCTest

/// `Resources.total` checks written as RxSwift's own test suite writes them under
/// `TRACE_RESOURCES`; only the imports differ. XCTest runs its tests one at a time, so the
/// process-wide count only moves with the test's own subscriptions.
final class ResourcesCompatibilityTests: XCTestCase {
    private var startResourceCount: Int32 = 0

    override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    override func tearDown() {
        XCTAssertEqual(Resources.total, startResourceCount)
        super.tearDown()
    }

    func testASubscriptionCountsUntilItIsDisposed() {
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 + 1 }.map { $0 * 2 }.subscribe(onNext: { _ in })
        // Two operators and the closure subscriber.
        XCTAssertEqual(Resources.total, startResourceCount + 3)
        subscription.dispose()
        XCTAssertEqual(Resources.total, startResourceCount)
    }

    func testATerminatedSubscriptionIsReleasedWithoutDisposal() {
        var elements: [Int] = []
        _ = Observable.of(1, 2, 3).filter { $0 != 2 }.subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1, 3])
        XCTAssertEqual(Resources.total, startResourceCount)
    }

    func testASubscriptionCountsUntilItsSourceTerminates() {
        let subject = PublishSubject<Int>()
        _ = subject.map { $0 }.subscribe(onNext: { _ in })
        XCTAssertEqual(Resources.total, startResourceCount + 2)
        subject.onCompleted()
        XCTAssertEqual(Resources.total, startResourceCount)
    }

    func testADisposeBagReleasesItsSubscriptionsWhenReleased() {
        let subject = PublishSubject<Int>()
        var bag: DisposeBag? = DisposeBag()
        if let bag {
            subject.map { $0 }.subscribe(onNext: { _ in }).disposed(by: bag)
        }
        XCTAssertEqual(Resources.total, startResourceCount + 2)
        bag = nil
        XCTAssertEqual(Resources.total, startResourceCount)
    }

    func testCodeCanCountResourcesOfItsOwn() {
        XCTAssertEqual(Resources.incrementTotal(), startResourceCount + 1)
        XCTAssertEqual(Resources.total, startResourceCount + 1)
        XCTAssertEqual(Resources.decrementTotal(), startResourceCount)
    }
}
