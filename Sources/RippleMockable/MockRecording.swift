/// How generated mocks check an argument whose type might be a closure written through a type
/// alias the macro can't see, before they record it.
///
/// For a plain value, `recordable(_:)` does nothing. A non-escaping closure can't be kept, and
/// picks the unavailable overload instead, so the mock fails to compile with a message that says
/// what to change, ahead of the compiler's errors about escaping closures in generated code.
public enum MockRecording {
    /// Accepts a value the mock can record.
    public static func recordable<Value>(_ value: Value) {}

    /// Not available: the argument is a non-escaping closure, which a mock can't keep.
    @available(
        *, unavailable,
        message: "'@Mockable' can't record this closure: its type is a type alias the macro can't see, so it took the closure for a value; mark the parameter '@escaping' in the protocol, or declare the type alias inside the protocol"
    )
    public static func recordable<each Argument, Result>(_ value: (repeat each Argument) async throws -> Result) {}
}
