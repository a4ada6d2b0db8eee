import Ripple

/// The answers a test chose by argument for one method of a generated mock.
///
/// A mock method `fetch(id:)` gets `fetchReturns(_:id:)` and `fetchReturns(_:when:)`, which add
/// answers here; a call returns the value of the latest answer whose arguments match.
public struct MockArgumentAnswers<Arguments, Value> {
    private var answers: [(matches: (Arguments) -> Bool, value: Value)] = []

    /// No answers.
    public init() {}

    /// Adds `value` as the answer to calls whose arguments satisfy `matches`.
    public mutating func add(_ value: Value, when matches: @escaping (Arguments) -> Bool) {
        answers.append((matches, value))
    }

    /// The value of the latest answer whose arguments match, if any. Calls `matches` closures:
    /// never call it while holding a lock.
    public func value(for arguments: Arguments) -> Value? {
        answers.last { $0.matches(arguments) }?.value
    }
}

/// Helpers for the queued answers of generated mocks.
public enum MockAnswers {
    /// The next queued value, removed from `queue`; when the queue is empty, `value`.
    ///
    /// `name` and `mock` name the queue (`fetchReturnValues` of a mock): RippleTest's
    /// `assertDisposalAtEveryFrame` puts back the values one subscription took before it
    /// subscribes again, since they are state of the mock, not of the code under test.
    public static func next<Value>(_ queue: inout [Value], else value: Value?, queue name: StaticString, of mock: ObjectIdentifier) -> Value? {
        QueuedAnswers.next(&queue, named: name, of: mock) ?? value
    }
}
