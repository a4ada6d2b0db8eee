#if Nimble
import Nimble
import Ripple
import RippleNimble
import RippleTest
import TestSupport
import XCTest

/// RippleNimble's matchers in plain XCTest, without Quick.
final class RippleNimbleXCTests: XCTestCase {
    func testBlockingResults() {
        expect(Observable.of(1, 2, 3)).first == 1
        expect(Observable.of(1, 2, 3)).last == 3
        expect(Observable.of(1, 2, 3)).array == [1, 2, 3]
    }

    func testCompletion() {
        expect(Completable.empty()).to(complete())
        expect(Observable<Int>.error(TestError())).to(failWith(TestError()))
    }

    func testFailuresAreReportedToXCTest() {
        let failures = gatherFailingExpectations(silently: true) {
            expect(Observable.just(1)).first == 2
        }
        XCTAssertEqual(failures.map(\.message.stringValue), ["expected to equal <2>, got <1>"])
    }

    func testMarbles() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.record(scheduler.createColdObservable("-a-|", values: ["a": "x"]))
        scheduler.start()
        expect(observer).to(matchMarbles("-a-|", values: ["a": "x"]))
    }
}
#endif
