import Dispatch

/// Where a thread waits for its turn at a serializer: one per thread, woken by the thread that hands it
/// the turn. Unparking before parking is remembered, so the hand-off cannot be lost.
package final class Parker: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    private static let perThread = PerThread { Parker() }

    /// The calling thread's parker.
    package static var current: Parker { perThread.current }

    /// Waits until ``unpark()`` is called (or returns at once if it already was); only the owning
    /// thread parks.
    package func park() {
        semaphore.wait()
    }

    /// Wakes the thread parked here, now or when it parks.
    package func unpark() {
        semaphore.signal()
    }
}
