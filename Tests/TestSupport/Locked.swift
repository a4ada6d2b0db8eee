import Ripple

/// A value shared with `@Sendable` closures (scheduler actions, disposal actions) in tests.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is guarded by `lock`.
    private let lock = Lock.make()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }

    public var current: Value {
        lock.withLock { value }
    }
}
