/// One lexical element of a marble diagram, where it starts and how many frames it takes.
struct MarbleToken {
    enum Kind: Equatable {
        /// `-`.
        case frame
        /// A value name, a key of `values`.
        case value(String)
        /// An error name: `#` alone, or a key of `errors` such as `#1`.
        case error(String)
        /// `|`.
        case completion
        /// `(`.
        case groupStart
        /// `)`.
        case groupEnd
        /// `^`.
        case subscription
        /// `!`.
        case unsubscription
        /// `{n}`: skips `n` frames.
        case timeProgression(Int)
        /// A duration such as `1.5s` (its text), which skips `frames` frames.
        case duration(String, frames: Int)
    }

    let kind: Kind
    /// The 1-based column of the token's first character.
    let column: Int
    /// How many frames the token takes.
    let width: Int

    /// Why the token cannot appear inside a group, when it takes time without an event (`-`, `{n}`
    /// or a duration); nil for other tokens.
    var problemInGroup: MarbleError.Problem? {
        switch kind {
        case .frame: .notAllowedInGroup(MarbleSymbol.frame.rawValue)
        case .timeProgression: .notAllowedInGroup(MarbleSymbol.timeProgressionStart.rawValue)
        case .duration(let text, _): .durationInGroup(text)
        default: nil
        }
    }

    /// Whether the token is an error or a completion.
    var isTerminal: Bool {
        switch kind {
        case .error, .completion: true
        default: false
        }
    }
}
