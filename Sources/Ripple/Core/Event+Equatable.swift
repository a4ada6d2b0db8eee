import Foundation

extension Event: Equatable where Element: Equatable {
    /// Events are equal when they are the same case with equal elements; two errors are equal when
    /// they have the same type and are equal (if `Equatable`) or have the same description.
    // Inlinable, so that comparing recorded events in a test runs specialized for their elements.
    @inlinable
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        // One switch per side rather than a switch over the pair: in generic code a tuple of two
        // events costs a look-up of the tuple's metadata and a copy of both events.
        switch lhs {
        case .next(let left):
            guard case .next(let right) = rhs else { return false }
            return left == right
        case .error(let left):
            guard case .error(let right) = rhs else { return false }
            return errorsAreEqual(left, right)
        case .completed:
            guard case .completed = rhs else { return false }
            return true
        }
    }
}

/// Whether two errors count as equal in recorded events: the same type, and equal when the type
/// is `Equatable`, otherwise the same description (and, for `NSError`s, domain and code).
@usableFromInline
package func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let equatableType = type(of: lhs) as? any Equatable.Type {
        return areEqual(as: equatableType, lhs, rhs)
    }
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
}

private func areEqual<Value: Equatable>(as type: Value.Type, _ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? Value, let rhs = rhs as? Value else { return false }
    return lhs == rhs
}
