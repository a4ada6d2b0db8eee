import IssueReporting

/// A model that tests can create with a few words: `Light.stub(withId: 1)`.
///
/// Conform your models in the test target and give every property a plausible value derived from
/// the id, so that stubs with different ids differ. A model declared in another module (the app's,
/// imported with `@testable import`) needs a `public` method, since the protocol is public:
///
/// ```swift
/// extension Light: StubProtocol {
///     public static func stub(withId id: Int) -> Light {
///         Light(id: id, name: "Light \(id)", isOn: false)
///     }
/// }
/// let lights = [Light].stub(withCount: 3) // ids 1, 2 and 3
/// ```
public protocol StubProtocol {
    /// A value whose identity is `id`.
    static func stub(withId id: Int) -> Self
}

extension Array where Element: StubProtocol {
    /// `count` stubs with the ids `1...count`, in order; empty when `count` is 0.
    ///
    /// A negative `count` fails the current test (through IssueReporting, at the caller's line)
    /// and gives an empty array, so the test goes on.
    ///
    /// - Parameters:
    ///   - count: How many stubs to make.
    ///   - fileID: The file ID where a failure is reported.
    ///   - filePath: The file path where a failure is reported.
    ///   - line: The line where a failure is reported.
    ///   - column: The column where a failure is reported.
    public static func stub(
        withCount count: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> [Element] {
        guard count >= 0 else {
            reportIssue(
                "[\(Element.self)].stub(withCount:) needs a count of 0 or more, not \(count); it returns no stubs",
                fileID: fileID,
                filePath: filePath,
                line: line,
                column: column
            )
            return []
        }
        return (0..<count).map { Element.stub(withId: $0 + 1) }
    }
}
