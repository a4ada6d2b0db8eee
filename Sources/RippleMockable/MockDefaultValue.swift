/// A type whose values a generated mock can give when the test set no answer.
///
/// ``MockPolicy/strict`` returns the default after failing the test; ``MockPolicy/relaxed``
/// returns it without failing. Optionals (`nil`), arrays, dictionaries and sets (empty), numbers
/// (zero), `Bool` (`false`) and `String` (empty) conform. Conform your own models to give them a
/// default too:
///
/// ```swift
/// extension Light: MockDefaultValue {
///     public static var mockDefaultValue: Light { Light(id: 0, name: "", room: "") }
/// }
/// ```
public protocol MockDefaultValue {
    /// The value a mock gives for a member without an answer.
    static var mockDefaultValue: Self { get }
}

extension Optional: MockDefaultValue {
    /// `nil`.
    public static var mockDefaultValue: Wrapped? { nil }
}

extension Array: MockDefaultValue {
    /// An empty array.
    public static var mockDefaultValue: [Element] { [] }
}

extension Dictionary: MockDefaultValue {
    /// An empty dictionary.
    public static var mockDefaultValue: [Key: Value] { [:] }
}

extension Set: MockDefaultValue {
    /// An empty set.
    public static var mockDefaultValue: Set<Element> { [] }
}

extension String: MockDefaultValue {
    /// An empty string.
    public static var mockDefaultValue: String { "" }
}

extension Bool: MockDefaultValue {
    /// `false`.
    public static var mockDefaultValue: Bool { false }
}

extension Int: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: Int { 0 }
}

extension Int8: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: Int8 { 0 }
}

extension Int16: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: Int16 { 0 }
}

extension Int32: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: Int32 { 0 }
}

extension Int64: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: Int64 { 0 }
}

extension UInt: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: UInt { 0 }
}

extension UInt8: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: UInt8 { 0 }
}

extension UInt16: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: UInt16 { 0 }
}

extension UInt32: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: UInt32 { 0 }
}

extension UInt64: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: UInt64 { 0 }
}

extension Double: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: Double { 0 }
}

extension Float: MockDefaultValue {
    /// Zero.
    public static var mockDefaultValue: Float { 0 }
}
