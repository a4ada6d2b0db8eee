import IssueReporting

/// Describes how two lists differ: the first differing index, then both lists, one item per line.
func differenceDescription<Item>(
    title: String,
    actual: [Item],
    expected: [Item],
    areEqual: (Item, Item) -> Bool,
    describe: (Item) -> String
) -> String? {
    let firstDifference = zip(actual, expected).enumerated().first { !areEqual($0.element.0, $0.element.1) }?.offset
        ?? (actual.count == expected.count ? nil : min(actual.count, expected.count))
    guard let index = firstDifference else { return nil }
    let expectedItem = index < expected.count ? describe(expected[index]) : "(nothing)"
    let actualItem = index < actual.count ? describe(actual[index]) : "(nothing)"
    var lines = [
        "\(title) differ at index \(index):",
        "  expected: \(expectedItem)",
        "  actual:   \(actualItem)",
        "Expected (\(expected.count)):",
    ]
    lines += expected.enumerated().map { "  [\($0.offset)] \(describe($0.element))" }
    lines.append("Actual (\(actual.count)):")
    lines += actual.enumerated().map { "  [\($0.offset)] \(describe($0.element))" }
    return lines.joined(separator: "\n")
}

/// Reports how `actual` differs from `expected` (see `differenceDescription`) as a test failure at
/// the given location; reports nothing when they are equal.
func reportDifference<Item: Equatable & CustomDebugStringConvertible>(
    _ title: String,
    actual: [Item],
    expected: [Item],
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
) {
    guard let message = differenceDescription(
        title: title,
        actual: actual,
        expected: expected,
        areEqual: ==,
        describe: \.debugDescription
    ) else { return }
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}
