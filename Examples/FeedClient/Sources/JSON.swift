/// A parsed JSON value, as the HTTP client hands it over.
///
/// Literals make JSON easy to write: `["id": 1, "title": "Hello", "tags": ["a", "b"]]`.
enum JSON: Equatable, Sendable {
    case object([String: JSON])
    case array([JSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The member named `key` of an object; nil for a missing member or another kind of value.
    subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The value of a string.
    var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The value of a number that is a whole number.
    var int: Int? {
        guard case .number(let value) = self, let whole = Int(exactly: value) else { return nil }
        return whole
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    init(stringLiteral value: String) { self = .string(value) }
    init(integerLiteral value: Int) { self = .number(Double(value)) }
    init(booleanLiteral value: Bool) { self = .bool(value) }
    init(arrayLiteral elements: JSON...) { self = .array(elements) }
    init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
}
