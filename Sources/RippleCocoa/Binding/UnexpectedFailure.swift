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

extension ObservableType {
    /// The sequence, ending with completion instead of an error it sends although a shared
    /// sequence cannot fail (a bad argument, such as a negative period, or an error that a
    /// throwing `resultSelector` raised); the error goes to `Hooks.defaultErrorHandler` as coming
    /// from `source`.
    func completingOnUnexpectedFailure(in source: String) -> Observable<Element> {
        `catch` { error in
            reportUnexpectedFailure(error, in: source)
            return .empty()
        }
    }
}
