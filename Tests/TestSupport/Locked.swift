import Ripple

/// A value shared with `@Sendable` closures (scheduler actions, disposal actions, other threads)
/// in tests.
///
/// Reading or writing ``value`` takes the lock once; use ``withValue(_:)`` to read and write in
/// one step (`locked.value += 1` is two steps).
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked Sendable: `storage` is guarded by `lock`.
    private let lock = Lock.make()
    private var storage: Value

    public init(_ value: Value) {
        storage = value
    }

    /// The value now.
    public var value: Value {
        get { lock.withLock { storage } }
        set { lock.withLock { storage = newValue } }
    }

    /// Runs `body` with the value, which it may change, while holding the lock.
    public func withValue<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&storage) }
    }
}

extension Locked where Value: RangeReplaceableCollection {
    /// Appends `element` to the collection, under the lock.
    public func append(_ element: Value.Element) {
        withValue { $0.append(element) }
    }
}
