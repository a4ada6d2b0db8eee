/// A call drawn in a lane of a ``MarbleSheet``: the method, when the lane draws several, and the
/// arguments. Its legend line shows the call as written, such as `search(query: "sw")`, or the
/// argument alone, such as `"sw"`, for a call without a method name and with one unlabeled
/// argument.
public struct MarbleCall {
    /// The method's name without its labels, such as `search`; nil for a lane of one function.
    public let method: String?
    /// The arguments, with their labels (nil for `_`).
    public let arguments: [(label: String?, value: Any)]

    /// A call of `method` (nil for a function that needs no name) with `arguments`.
    public init(_ method: String? = nil, arguments: [(label: String?, value: Any)]) {
        self.method = method
        self.arguments = arguments
    }

    /// The call as its legend line shows it, each argument described by `describe`.
    func text(describing describe: (Any) -> String) -> String {
        let arguments = arguments.map { argument in
            argument.label.map { "\($0): " + describe(argument.value) } ?? describe(argument.value)
        }
        if method == nil, arguments.count == 1, self.arguments[0].label == nil {
            return arguments[0]
        }
        return (method ?? "") + "(" + arguments.joined(separator: ", ") + ")"
    }
}
