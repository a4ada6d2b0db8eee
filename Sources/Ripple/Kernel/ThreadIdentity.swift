#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The identity of the calling thread, comparable across threads.
package struct ThreadIdentity: Hashable, Sendable {
    private let thread: pthread_t

    /// The calling thread.
    package static var current: ThreadIdentity { ThreadIdentity(thread: pthread_self()) }

    package static func == (lhs: ThreadIdentity, rhs: ThreadIdentity) -> Bool {
        pthread_equal(lhs.thread, rhs.thread) != 0
    }

    package func hash(into hasher: inout Hasher) {
        #if canImport(Darwin)
        hasher.combine(UInt(bitPattern: thread))
        #else
        hasher.combine(thread)
        #endif
    }
}
