/// When a subscription to a test observable started and ended, in virtual time.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// When the subscription started.
    public let subscribe: TestTime
    /// When it was disposed; `Int.max` while it is still active.
    public let unsubscribe: TestTime

    /// A subscription that started at `subscribe` and was never disposed.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = Int.max
    }

    /// A subscription that started at `subscribe` and was disposed at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// Such as `(200 : 250)`, or `(200 : Infinity)` while active.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : "\(unsubscribe)"
        return "(\(subscribe) : \(end))"
    }
}
