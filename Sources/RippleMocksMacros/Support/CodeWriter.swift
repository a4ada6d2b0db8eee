#if Mocks
/// Writes indented lines of Swift source.
struct CodeWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends a line at the current indentation; an empty string appends an empty line.
    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends `opener {`, the lines `body` writes one level deeper, and `}`.
    mutating func block(_ opener: String, _ body: (inout CodeWriter) -> Void) {
        line(opener + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// The source written so far.
    var text: String { lines.joined(separator: "\n") }
}
#endif
