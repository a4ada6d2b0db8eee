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
    }

    let kind: Kind
    /// The 1-based column of the token's first character.
    let column: Int
    /// How many frames the token takes.
    let width: Int

    /// The symbol that starts a token taking time without an event (`-` or `{`), which a group
    /// cannot hold; nil for other tokens.
    var emptyTimeSymbol: MarbleSymbol? {
        switch kind {
        case .frame: .frame
        case .timeProgression: .timeProgressionStart
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
