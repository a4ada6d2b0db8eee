import Synchronization

/// The names of the project's test helpers that ran, in order, so that tests can check that the
/// project's own helpers, not Ripple's, are the ones their calls reach. XCTest runs the tests one
/// at a time; each test starts with ``reset()``.
public enum HelperCalls {
    private static let names = Mutex<[String]>([])

    /// Notes that the helper `name` ran.
    public static func note(_ name: String) {
        names.withLock { $0.append(name) }
    }

    /// The helpers that ran since the last ``reset()``.
    public static var all: [String] {
        names.withLock { $0 }
    }

    /// Forgets the helpers that ran.
    public static func reset() {
        names.withLock { $0.removeAll() }
    }
}
