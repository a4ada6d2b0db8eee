/// A list of strings that tests append to from any thread (scheduled actions, disposal
/// handlers, side effects), to check the order of what happened.
public final class SharedLog: Sendable {
    private let storage = Locked<[String]>([])

    public init() {}

    /// Appends `entry`.
    public func append(_ entry: String) {
        storage.append(entry)
    }

    /// Everything appended so far, in order.
    public var entries: [String] {
        storage.value
    }
}
