#if PropertyChecks
/// A value carried into a Swift Testing scope (`provideScope(for:testCase:performing:)`), whose
/// closure must be `@Sendable` although the scope runs it at once, on the calling task, and
/// returns only when it has finished: the value is never used by two tasks.
final class ScopeCarried<Value>: @unchecked Sendable {
    // @unchecked Sendable: made, read and written by one task, in a scope that task awaits (above).
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
#endif
