import Foundation
import Ripple
@testable import RippleTest
import XCTest

/// Under XCTest, a failed timeline assertion writes its picture and sheets to the folder that
/// `RIPPLE_ATTACHMENTS_PATH` names, and its failure says where.
final class FailureAttachmentsXCTestTests: XCTestCase {
    private var folder = ""

    override func setUp() {
        super.setUp()
        folder = NSTemporaryDirectory() + "ripple-attachments-" + UUID().uuidString
        setenv(FailureAttachments.environmentVariable, folder, 1)
    }

    override func tearDown() {
        unsetenv(FailureAttachments.environmentVariable)
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    private func failingAssertions() -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let text = scheduler.createHotObservable("e---ft", values: ["e": "", "ft": "feed"])
        let sendEnabled = scheduler.record(text.map { !$0.isEmpty })
        scheduler.start()
        return reportedMessages {
            assertMarbles(sendEnabled, "f----------t", values: ["t": true, "f": false])
            assertEvents(sendEnabled, [.next(0, false), .next(11, true)])
            XCTAssertEqual(sendEnabled.events, [.next(0, false)])
            assertMarbles(text.subscriptions, "^--!")
        }
    }

    func testFailedAssertionsWriteTheirPicturesToTheFolder() throws {
        let messages = failingAssertions()
        XCTAssertEqual(messages.count, 4)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(files.count, 8, "\(files)")
        XCTAssertEqual(files.filter { $0.hasSuffix(".svg") }.count, 4)
        for message in messages {
            let written = message.components(separatedBy: "\nTimeline pictures: ").last?.components(separatedBy: ", ") ?? []
            XCTAssertEqual(written.count, 2, message)
            for path in written {
                XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
            }
        }
        let svg = try String(contentsOfFile: folder + "/" + (files.first { $0.hasSuffix(".svg") } ?? ""), encoding: .utf8)
        XCTAssertTrue(svg.contains("<g class=\"lane expected\">"))
        XCTAssertTrue(svg.contains("class=\"difference\""))
    }

    func testPicturesOfTheSameLineAreNumbered() throws {
        let line = #line + 2
        for _ in 0..<2 {
            _ = reportedMessages { assertEvents([Recorded<Event<Int>>.next(1, 1)], []) }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        let name = "FailureAttachmentsXCTestTests-L\(line)-timeline"
        XCTAssertEqual(files, ["\(name)-2.svg", "\(name)-2.txt", "\(name).svg", "\(name).txt"])
        let text = try String(contentsOfFile: folder + "/\(name).txt", encoding: .utf8)
        XCTAssertEqual(text, "Recorded events differ\n\nExpected:\n-\n\nActual:\n-a\na = 1")
    }

    func testWithoutTheVariableNothingIsWritten() {
        unsetenv(FailureAttachments.environmentVariable)
        let messages = failingAssertions()
        XCTAssertEqual(messages.count, 4)
        XCTAssertFalse(messages.contains { $0.contains("Timeline pictures") })
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
    }

    func testAFolderThatCannotBeMadeIsLeftAlone() {
        setenv(FailureAttachments.environmentVariable, "/proc/ripple-cannot-write-here", 1)
        let messages = failingAssertions()
        XCTAssertEqual(messages.count, 4)
        XCTAssertFalse(messages.contains { $0.contains("Timeline pictures") })
    }

    func testFileNamesComeFromTheFileAndLine() {
        XCTAssertEqual(FailureAttachments.baseName(fileID: "RippleTestTests/My Tests+X.swift", line: 12), "My_Tests_X-L12-timeline")
        XCTAssertEqual(FailureAttachments.baseName(fileID: "plain", line: 3), "plain-L3-timeline")
    }
}
