#if SnapshotTesting
import Foundation
import InlineSnapshotTesting
import Ripple
import RippleSnapshotTesting
import RippleTest
import XCTest

/// The snapshot assertion under XCTest: a matching sheet passes; a differing one fails at its
/// closure and writes its picture to the folder that `RIPPLE_ATTACHMENTS_PATH` names.
final class AssertMarblesSnapshotXCTestTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .never) {
            super.invokeTest()
        }
    }

    func testAMatchingSheetPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        assertMarbles(["xs": xs, "res": res]) {
            """
            xs:  200s ----------a---------c---------|
                 200s ^-----------------------------!
            res: 200s ----------b---------d---------|
            a = 1
            b = 10
            c = 2
            d = 20
            """
        }
    }

    #if !canImport(ObjectiveC)
    // XCTExpectFailure does not exist in swift-corelibs-xctest, so this test catches the failure
    // through recordFailure.
    private var capturedFailures: [(description: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testADifferingSheetFailsAtItsClosureAndWritesItsPicture() throws {
        let folder = NSTemporaryDirectory() + "ripple-snapshot-attachments-" + UUID().uuidString
        setenv("RIPPLE_ATTACHMENTS_PATH", folder, 1)
        defer {
            unsetenv("RIPPLE_ATTACHMENTS_PATH")
            try? FileManager.default.removeItem(atPath: folder)
        }
        let events: [Recorded<Event<Int>>] = [.next(2, 1)]

        capturedFailures = []
        let line = #line + 1
        assertMarbles(events) {
            """
            -a
            a = 1
            """
        }
        let failures = capturedFailures ?? []
        capturedFailures = nil

        XCTAssertEqual(failures.map(\.line), [line])
        let description = failures.first?.description ?? ""
        XCTAssertTrue(description.contains("The marble sheet differs from the one in the test (timeline pictures: \(folder)/AssertMarblesSnapshotXCTestTests-L\(line)-timeline.svg"), description)
        XCTAssertTrue(description.contains("+--a"), description)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(files, ["AssertMarblesSnapshotXCTestTests-L\(line)-timeline.svg", "AssertMarblesSnapshotXCTestTests-L\(line)-timeline.txt"])
    }
    #endif
}
#endif
