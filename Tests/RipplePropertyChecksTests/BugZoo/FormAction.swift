#if PropertyChecks
/// What the user does on a form: edits its text, or submits it.
enum FormAction: Equatable, Sendable, CustomStringConvertible {
    case edit(String)
    case submit

    /// The text of an edit, if it is one.
    var text: String? {
        if case .edit(let text) = self { text } else { nil }
    }

    var description: String {
        switch self {
        case .edit(let text): "edit \(text)"
        case .submit: "submit"
        }
    }
}
#endif
