#if SnapshotTesting
import InlineSnapshotTesting
import Ripple
import RippleTest

/// Asserts that the events an observer recorded match a marble sheet written in the test's
/// source; on the first run, records the sheet there.
///
/// ```swift
/// let results = scheduler.record(viewModel.results)
/// scheduler.start()
/// assertMarbles(results)            // first run: writes the closure below into this file, and fails once
/// assertMarbles(results) {          // later runs: compares, and shows the difference on failure
///     """
///     --------a-----b-
///     a = ["swift"]
///     b = ["swift", "swiftui"]
///     """
/// }
/// ```
///
/// The sheet is the text of a `MarbleSheet` of the observer, its values and errors
/// written with swift-custom-dump: the text is what is compared, so elements need not be
/// `Equatable`. InlineSnapshotTesting writes it into the source, and its record modes apply:
/// `SNAPSHOT_TESTING_RECORD=missing` (the default: record sheets that are missing), `failed`
/// (re-record those that differ), `all` or `never`, or `withSnapshotTesting(record:)` and the
/// `.snapshots(record:)` trait. A sheet that differs also leaves a picture of both timelines (an SVG
/// attachment, see <doc:SnapshotYourTimelines>).
public func assertMarbles<Element>(
    _ observer: TestableObserver<Element>,
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSheet(MarbleSheet(observer), matches: expected, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that recorded events match a marble sheet written in the test's source; on the first
/// run, records the sheet there. Without their scheduler, the events are drawn up to the last one,
/// one tick being one second; see `assertMarbles(_:matches:fileID:filePath:function:line:column:)`
/// for an observer.
public func assertMarbles<Element>(
    _ events: [Recorded<Event<Element>>],
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSheet(MarbleSheet(MarbleLane(events)), matches: expected, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that several timelines match a marble sheet written in the test's source, one named
/// line each, aligned on one time axis; on the first run, records the sheet there.
///
/// ```swift
/// assertMarbles(["query": query, "search": search, "results": results]) {
///     """
///     query:   -a-b-----d------
///              ^---------------
///     search:  ------b-----d---
///              ------^--!
///              ------------^--!
///     results: --------c-----e-
///     a = "s"
///     b = "sw"
///     c = ["swift"]
///     d = "swi"
///     e = ["swift", "swiftui"]
///     """
/// }
/// ```
///
/// Inputs (test observables, with a line per subscription), interactions (a `MarbleMock`,
/// or the calls of a `@Mockable` mock recorded with RippleMocks' `scheduler.recordCalls(of:)`) and
/// outputs (observers) share the axis, so one sheet tells what happened in which order.
public func assertMarbles(
    _ lanes: KeyValuePairs<String, any MarbleLaneConvertible>,
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSheet(MarbleSheet(lanes), matches: expected, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Asserts that a sheet matches the text written in the test's source; on the first run, records
/// it there.
public func assertMarbles(
    _ sheet: MarbleSheet,
    matches expected: (() -> String)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    assertSheet(sheet, matches: expected, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// What every overload does: attach a picture when the sheet differs, then let
/// InlineSnapshotTesting compare, record and report.
private func assertSheet(
    _ sheet: MarbleSheet,
    matches expected: (() -> String)?,
    fileID: StaticString,
    filePath: StaticString,
    function: StaticString,
    line: UInt,
    column: UInt
) {
    var pictures: [String] = []
    if let expectedText = expected?() {
        let actualText = sheet.text(describingValuesWith: MarbleSheet.customDumped)
        if expectedText != actualText {
            let picture = FailurePicture(
                title: "The marble sheet differs from the recorded one",
                expectedSheet: expectedText,
                actual: sheet.described(by: MarbleSheet.customDumped),
                resolution: sheet.resolution
            )
            pictures = FailureAttachments.record(picture, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
    let written = pictures.isEmpty ? "" : " (timeline pictures: \(pictures.joined(separator: ", ")))"
    assertInlineSnapshot(
        of: sheet,
        as: .marbles,
        message: "The marble sheet differs from the one in the test\(written) (- expected, + actual):",
        syntaxDescriptor: InlineSnapshotSyntaxDescriptor(trailingClosureLabel: "matches", trailingClosureOffset: 0),
        matches: expected,
        fileID: fileID,
        file: filePath,
        function: function,
        line: line,
        column: column
    )
}
#endif
