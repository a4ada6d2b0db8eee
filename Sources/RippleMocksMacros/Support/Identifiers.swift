#if Mocks
/// Spelling helpers for the names that generated code declares and refers to.
enum Identifiers {
    /// Words that must be wrapped in backticks when used as an identifier in an expression.
    private static let keywords: Set<String> = [
        "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
        "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
        "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public", "repeat",
        "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw",
        "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// `name` with its first character uppercased: `id` gives `Id`, `withId` gives `WithId`.
    static func capitalized(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `name` without the backticks of a raw identifier.
    static func bare(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return String(name.dropFirst().dropLast())
        }
        return name
    }

    /// `name` ready to use as a label in a tuple type or expression: only the few keywords that
    /// labels can't be get backticks.
    static func label(_ name: String) -> String {
        ["inout", "let", "var"].contains(name) ? "`\(name)`" : name
    }

    /// `name` ready to use in an expression or a declaration: keywords get backticks.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
#endif
