/// The characters with a meaning in marble diagrams: the one table that the parser, the renderer
/// and the <doc:MarbleDiagrams> article use.
///
/// Every other character that is not whitespace belongs to a name: a value name from the
/// `values` dictionary, or the name of an error after ``error``. Whitespace takes no time and only
/// separates or aligns.
public enum MarbleSymbol: Character, CaseIterable, Sendable {
    /// `-`: an empty frame.
    case frame = "-"
    /// `|`: completion; terminal.
    case completion = "|"
    /// `#`: an error; terminal. Alone it is the default error (or the one named `"#"` in
    /// `errors`); followed by a name, such as `#1`, it is the error named `"#1"`.
    case error = "#"
    /// `(`: starts a group; every event of the group happens at the frame of `(`.
    case groupStart = "("
    /// `)`: ends a group.
    case groupEnd = ")"
    /// `^`: in an event diagram, frame 0 (what precedes it is in the past); in a subscription
    /// diagram, where the subscription starts.
    case subscription = "^"
    /// `!`: in a subscription diagram, where the subscription is disposed.
    case unsubscription = "!"
    /// `{`: starts a time progression such as `{10}`, which skips ten frames.
    case timeProgressionStart = "{"
    /// `}`: ends a time progression.
    case timeProgressionEnd = "}"
    /// `?`: only in rendered diagrams, an event that has no name (or whose name does not fit before
    /// the next event); a legend line below the diagram tells what it is.
    case unnamed = "?"

    /// Whether `character` can be part of a name: it is neither a symbol nor whitespace.
    static func isNameCharacter(_ character: Character) -> Bool {
        !character.isWhitespace && MarbleSymbol(rawValue: character) == nil
    }

    /// Whether `name` can be written in a diagram: it is not empty and made of name characters.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy(isNameCharacter)
    }

    /// Whether `name` is a valid error name: `#` followed by a valid name.
    static func isValidErrorName(_ name: String) -> Bool {
        name.first == MarbleSymbol.error.rawValue && isValidName(String(name.dropFirst()))
    }
}
