/// The names a sheet gives values and errors, in order of first appearance, and the legend lines
/// that tell what each name stands for.
///
/// Values (and calls) are named with one letter each, `a` to `z`, `A` to `Z`, then Greek letters;
/// equal texts share a name. Errors are `#`, then `#2`, `#3`… Digits never name a value, so a
/// sheet's durations (`1.5s`) cannot be read as names.
struct SheetSymbols {
    /// The one-character names of values, in the order they are given.
    static let valueNames: [String] = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZαβγδεζηθικλμνξοπρστυφχψω").map(String.init)

    private var values: [String: String] = [:]
    private var errors: [String: String] = [:]
    /// Each name and the text it stands for, in the order the names were given.
    private(set) var legend: [(symbol: String, text: String)] = []

    /// The name of `mark`, given now if it has none yet; `|` for completion; nil when every value
    /// name is taken.
    mutating func symbol(for mark: DescribedLane.Mark) -> String? {
        switch mark {
        case .completed:
            return String(MarbleSymbol.completion.rawValue)
        case .value(let text):
            if let symbol = values[text] {
                return symbol
            }
            guard values.count < Self.valueNames.count else { return nil }
            let symbol = Self.valueNames[values.count]
            values[text] = symbol
            legend.append((symbol, text))
            return symbol
        case .error(let text):
            if let symbol = errors[text] {
                return symbol
            }
            let error = String(MarbleSymbol.error.rawValue)
            let symbol = errors.isEmpty ? error : error + String(errors.count + 1)
            errors[text] = symbol
            legend.append((symbol, text))
            return symbol
        }
    }

    /// The name already given to `mark`, if any.
    func existingSymbol(for mark: DescribedLane.Mark) -> String? {
        switch mark {
        case .completed: String(MarbleSymbol.completion.rawValue)
        case .value(let text): values[text]
        case .error(let text): errors[text]
        }
    }

    /// The error names given so far, such as `#2`, for reading a sheet back.
    var errorNames: [String] {
        Array(errors.values)
    }

    /// `symbol = text`, a text of several lines indented under its first.
    static func legendLine(symbol: String, text: String) -> String {
        let prefix = symbol + " = "
        let indent = String(repeating: " ", count: prefix.count)
        return prefix + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + indent)
    }
}
