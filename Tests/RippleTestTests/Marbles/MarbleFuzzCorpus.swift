import Ripple
import RippleTest
import TestSupport

/// The marble fuzz corpus: random strings over the symbols, whitespace and value names, the same
/// on every run (seeded), shared by the parser's fuzz tests and the sheets' round trip.
enum MarbleFuzzCorpus {
    static let values = ["a": 1, "b": 2, "f": 3, "t": 4, "ft": 5]
    static let errors: [String: Error] = ["#1": TestError(name: "one")]

    private static let eventFragments = [
        "-", "-", "-", "-", "-", "|", "#", "(", ")", "^", "!", "{", "}", "?", " ", "\t",
        "a", "a", "b", "b", "f", "t", "ft", "ft", "x", "1", "2", "#1", "{3}", "{12}", "é", "🙂",
    ]
    private static let subscriptionFragments = ["-", "-", "-", "-", "^", "^", "!", "!", "(", ")", "{3}", " ", "a", "|", "{", "?"]

    /// 5,000 event diagrams, most of them malformed.
    static let eventDiagrams = diagrams(from: eventFragments, seed: 7_919)

    /// 5,000 subscription diagrams, most of them malformed.
    static let subscriptionDiagrams = diagrams(from: subscriptionFragments, seed: 104_729)

    private static func diagrams(from fragments: [String], seed: UInt64) -> [String] {
        var random = SeededRandomNumberGenerator(seed: seed)
        return (0..<5_000).map { _ in
            (0..<Int.random(in: 0...24, using: &random))
                .map { _ in fragments.randomElement(using: &random) ?? "-" }
                .joined()
        }
    }
}
