import Ripple

/// An error that reached a sequence that promised never to fail (a ``ControlEvent`` converted to
/// a ``Driver``, a ``ControlProperty`` sent an error), wrapped for `Hooks.defaultErrorHandler`.
struct UnexpectedFailure: Swift.Error, CustomStringConvertible {
    /// What failed, such as "a ControlEvent".
    let source: String
    let underlying: Swift.Error

    var description: String { "Unexpected error in \(source): \(underlying)" }
}

/// Sends `error`, which reached `source` although it cannot fail, to `Hooks.defaultErrorHandler`
/// (RxCocoa stops the program in debug builds instead).
func reportUnexpectedFailure(_ error: Swift.Error, in source: String) {
    Hooks.defaultErrorHandler([], UnexpectedFailure(source: source, underlying: error))
}
