#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A per-thread slot holding a reference without retaining it: each thread sees only what it set
/// itself, nil until then.
///
/// Whoever sets a reference keeps its object alive until it sets the slot back; the slot never
/// releases anything. Unlike ``PerThread``, nothing is created on a read, so a read is one look-up.
/// Its thread-specific key is never deleted: make one for the life of the process (a global, as
/// RippleTest's job routing does), not one per use.
struct PerThreadReference<Object: AnyObject>: Sendable {
    private let key: pthread_key_t

    /// A slot that is empty on every thread.
    init() {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        self.key = key
    }

    /// The reference the calling thread set last, or nil.
    var current: Object? {
        pthread_getspecific(key).map { Unmanaged<Object>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Makes `object` the calling thread's reference (unretained: the caller keeps it alive while
    /// it is set) and returns the one it replaces.
    @discardableResult
    func replace(with object: Object?) -> Object? {
        let previous = current
        pthread_setspecific(key, object.map { Unmanaged.passUnretained($0).toOpaque() })
        return previous
    }
}
