import Foundation
import RippleTest
import Testing

/// The DocC article's table of symbols matches ``MarbleSymbol``, the table the code uses.
@Suite struct MarbleDocumentationTests {
    private static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/RippleTest/RippleTest.docc/MarbleDiagrams.md")

    /// The one-character symbols in the first column of the article's table (`\|` unescaped).
    private static func documentedSymbols() throws -> [Character] {
        let text = try String(contentsOf: article, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Character? in
            guard line.hasPrefix("| `") else { return nil }
            let cell = line.dropFirst(3).prefix { $0 != "`" }.replacingOccurrences(of: "\\|", with: "|")
            return cell.count == 1 ? cell.first : nil
        }
    }

    @Test func articleTableListsEverySymbolOnce() throws {
        let documented = try Self.documentedSymbols()
        #expect(documented.sorted() == MarbleSymbol.allCases.map(\.rawValue).sorted())
    }
}
