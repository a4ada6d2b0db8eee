/// One lexical element of a marble diagram, where it starts and how many frames it takes.
struct MarbleToken: Equatable {
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
    }

    let kind: Kind
    /// The 1-based column of the token's first character.
    let column: Int
    /// How many frames the token takes.
    let width: Int

    /// Whether the token is a value, an error or a completion.
    var isEvent: Bool {
        switch kind {
        case .value, .error, .completion: true
        default: false
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
