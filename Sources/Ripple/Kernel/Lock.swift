#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if canImport(Darwin)
package typealias PlatformLock = os_unfair_lock
#else
package typealias PlatformLock = pthread_mutex_t
#endif

/// A non-recursive lock and the state it guards, in one allocation: the platform lock is the header
/// of a managed buffer whose tail holds the state, so both have stable addresses, and the state is
/// reached through a pointer, without Swift's dynamic exclusivity checks on class properties.
///
/// The lock comes first, at an offset that does not depend on `State`, so that code running
/// unspecialized (another module's `LockedState` of its own type) finds it without reading the
/// state type's layout.
///
/// Never call out to user code while holding it (see "The kernel" in the root ARCHITECTURE.md).
package struct LockedState<State>: @unchecked Sendable {
    // @unchecked Sendable: `State` is only reached while holding the platform lock in the header.
    private final class Storage: ManagedBuffer<PlatformLock, State> {
        deinit {
            withUnsafeMutablePointers { lock, state in
                #if !canImport(Darwin)
                _ = pthread_mutex_destroy(lock)
                #endif
                _ = state.deinitialize(count: 1)
            }
        }
    }

    private let storage: Storage

    /// Creates an unlocked lock guarding `initialState`.
    package init(_ initialState: State) {
        let buffer = Storage.create(minimumCapacity: 1) { _ in PlatformLock() }
        storage = unsafeDowncast(buffer, to: Storage.self)
        storage.withUnsafeMutablePointers { lock, state in
            initializePlatformLock(lock)
            state.initialize(to: initialState)
        }
    }

    /// Acquires the lock.
    package func lock() {
        storage.withUnsafeMutablePointerToHeader(lockPlatformLock)
    }

    /// Releases the lock.
    package func unlock() {
        storage.withUnsafeMutablePointerToHeader(unlockPlatformLock)
    }

    /// Runs `body` on the state; the caller must hold the lock.
    package func withStateWhileLocked<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { try body(&$0.pointee) }
    }

    /// Runs `body` on the state while holding the lock.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try withStateWhileLocked(body)
    }
}

/// A non-recursive mutual-exclusion lock in one allocation.
///
/// Never call out to user code while holding it (see "The kernel" in the root ARCHITECTURE.md).
package struct Lock: Sendable {
    private let locked: LockedState<Void>

    private init() {
        locked = LockedState(())
    }

    /// Creates an unlocked lock.
    package static func make() -> Lock {
        Lock()
    }

    /// Acquires the lock.
    package func lock() {
        locked.lock()
    }

    /// Releases the lock.
    package func unlock() {
        locked.unlock()
    }

    /// Runs `body` while holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A fixed pool of locks shared by objects that need a tiny critical section but should not pay
/// for a lock of their own (sink disposal state, scheduled-item flags).
///
/// An object maps to one lock by its address. Critical sections under a striped lock must be
/// short, must not call out and must never take another lock, since two objects may share one.
///
/// The locks live in one raw block, allocated once and never freed, so taking one involves no
/// reference counting: these locks are on every subscription's and disposal's path.
package enum StripedLock {
    private static let count = 64

    // nonisolated(unsafe): the pointer is immutable once initialized; the locks it points to are
    // thread-safe by nature.
    nonisolated(unsafe) private static let locks: UnsafeMutablePointer<PlatformLock> = {
        let locks = UnsafeMutablePointer<PlatformLock>.allocate(capacity: count)
        for index in 0..<count {
            initializePlatformLock(locks + index)
        }
        return locks
    }()

    /// Runs `body` while holding the lock that guards `object`.
    package static func withLock<Result>(for object: AnyObject, _ body: () throws -> Result) rethrows -> Result {
        let lock = locks + Int((UInt(bitPattern: ObjectIdentifier(object)) >> 4) & UInt(count - 1))
        lockPlatformLock(lock)
        defer { unlockPlatformLock(lock) }
        return try body()
    }
}

/// Initializes the platform lock at `lock`.
private func initializePlatformLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    #if canImport(Darwin)
    lock.initialize(to: os_unfair_lock())
    #else
    lock.initialize(to: pthread_mutex_t())
    _ = pthread_mutex_init(lock, nil)
    #endif
}

/// Acquires the platform lock at `lock`.
private func lockPlatformLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    #if canImport(Darwin)
    os_unfair_lock_lock(lock)
    #else
    _ = pthread_mutex_lock(lock)
    #endif
}

/// Releases the platform lock at `lock`.
private func unlockPlatformLock(_ lock: UnsafeMutablePointer<PlatformLock>) {
    #if canImport(Darwin)
    os_unfair_lock_unlock(lock)
    #else
    _ = pthread_mutex_unlock(lock)
    #endif
}
