import Foundation

/// A thread-safe list of strings that scheduled actions append to.
final class SharedLog: @unchecked Sendable {
    // @unchecked Sendable: `storage` is guarded by `lock`.
    private let lock = NSLock()
    private var storage: [String] = []

    var entries: [String] {
        lock.withLock { storage }
    }

    func append(_ entry: String) {
        lock.withLock { storage.append(entry) }
    }
}
