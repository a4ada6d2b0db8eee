import Foundation

extension Event: Equatable where Element: Equatable {
    /// Events are equal when they are the same case with equal elements; two errors are equal when
    /// they have the same type and are equal (if `Equatable`) or have the same description.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): left == right
        case (.error(let left), .error(let right)): errorsAreEqual(left, right)
        case (.completed, .completed): true
        default: false
        }
    }
}

/// Whether two errors count as equal in recorded events: the same type, and equal when the type
/// is `Equatable`, otherwise the same description (and, for `NSError`s, domain and code).
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
