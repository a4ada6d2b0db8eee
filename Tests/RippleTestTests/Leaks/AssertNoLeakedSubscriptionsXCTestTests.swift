import Ripple
import RippleTest
import XCTest

/// The leak check in XCTest, where it fails the test at the caller's line.
final class AssertNoLeakedSubscriptionsXCTestTests: XCTestCase {
    func testReleasedSubscriptionsPass() {
        let scheduler = TestScheduler(initialClock: 0)
        assertNoLeakedSubscriptions {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.map { $0 + 1 } }
            XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
        }
    }

    #if !canImport(ObjectiveC)
    // XCTExpectFailure does not exist in swift-corelibs-xctest, so this test catches the failure
    // that the leak check records through XCTFail by overriding recordFailure: the suite stays
    // green while the test proves that a leak fails an XCTest test.
    private var capturedFailures: [(description: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testALeakingTestFailsAtTheCallersLine() {
        let subject = PublishSubject<Int>()

        capturedFailures = []
        let line = #line; assertNoLeakedSubscriptions(timeout: 0.01) { _ = subject.subscribe(onNext: { _ in }) }
        let failures = capturedFailures ?? []
        capturedFailures = nil

        XCTAssertEqual(failures.map(\.line), [line])
        let message = """
        1 subscription made in this test is still alive (leaked):
          SubscribeObserver<Int>
        """
        XCTAssertTrue(failures.first?.description.hasPrefix("failed - " + message) ?? false, failures.first?.description ?? "no failure")
    }
    #endif
}
