import Ripple
import RippleTest
import XCTest

/// Marble assertions under XCTest, written as an RxSwift + RxTest user writes tests.
final class MarblesXCTestTests: XCTestCase {
    private let bools = ["t": true, "f": false]

    func testSendEnabledFollowsText() {
        let scheduler = TestScheduler(initialClock: 0)
        let text = scheduler.createHotObservable("e----------ft------", values: ["e": "", "ft": "feed"])
        let sendEnabled = scheduler.record(text.map { !$0.isEmpty })
        scheduler.start()
        assertMarbles(sendEnabled, "f----------t", values: bools)
        XCTAssertEqual(sendEnabled.events, [.next(0, false), .next(11, true)])
        assertMarbles(text.subscriptions, "^")
    }

    #if !canImport(ObjectiveC)
    // XCTExpectFailure does not exist in swift-corelibs-xctest, so this test catches the failure
    // that assertMarbles records through XCTFail by overriding recordFailure.
    private var capturedFailures: [(description: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testFailureIsRecordedByXCTestAtTheCallersLine() {
        let scheduler = TestScheduler(initialClock: 0)
        let text = scheduler.createHotObservable("e---ft", values: ["e": "", "ft": "feed"])
        let sendEnabled = scheduler.record(text.map { !$0.isEmpty })
        scheduler.start()

        capturedFailures = []
        let line = #line; assertMarbles(sendEnabled, "f----------t", values: bools)
        let failures = capturedFailures ?? []
        capturedFailures = nil

        XCTAssertEqual(failures.map(\.line), [line])
        let message = """
        Recorded events differ from the marble diagram (one frame per tick):
          expected: f----------t
          actual:   f---t
        Differing frames:
          at 4: expected nothing; actual next(true)
          at 11: expected next(true); actual nothing
        """
        // XCTFail prefixes "failed - "; IssueReporting may append a note about host applications.
        XCTAssertTrue(failures.first?.description.hasPrefix("failed - " + message) ?? false, failures.first?.description ?? "no failure")
    }
    #endif
}
