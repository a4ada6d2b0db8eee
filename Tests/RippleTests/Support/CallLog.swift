import Foundation

/// A list of strings that tests append to, also from `@Sendable` closures such as disposal
/// handlers, to check the order of side effects.
final class CallLog: @unchecked Sendable {
    // @unchecked Sendable: `storage` is guarded by `lock`.
    private let lock = NSLock()
    private var storage: [String] = []

    /// Appends `entry`.
    func append(_ entry: String) {
        lock.lock()
        defer { lock.unlock() }
        storage.append(entry)
    }

    /// Everything appended so far, in order.
    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
