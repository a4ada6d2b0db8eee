/// A sink fed by several upstream sequences (or an upstream and a scheduler), which may call it
/// from different threads: every piece of work goes through one ``DeliveryGate``, so state
/// updates and the events they forward happen one at a time, without holding a lock while
/// calling downstream.
///
/// Subclasses describe their work as a `Work` value (usually an enum of "which source, which
/// event"), call ``submit(_:)`` from their upstream observers, and implement ``process(_:)``.
/// Submitting allocates nothing unless another thread is busy in the sink.
class SerializedSink<Work, Observer: ObserverType>: Sink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `gate` is guarded by `gateLock`; state that subclasses touch only in
    // `process(_:)` is serialized by the gate.
    private let gateLock = Lock.make()
    private var gate = DeliveryGate<Work>()

    /// Runs `process(work)` now, or after the work already in progress on another thread.
    final func submit(_ work: Work) {
        let admission = gateLock.withLock { gate.admit(work) }
        guard case .deliverNow(let isOutermost) = admission else { return }
        process(work)
        guard isOutermost else { return }
        while let queued = gateLock.withLock({ gate.next() }) {
            process(queued)
        }
    }

    /// Handles one piece of work; never runs concurrently with another. Subclasses override it.
    func process(_ work: Work) {
        preconditionFailure("SerializedSink.process is abstract; \(type(of: self)) must override it")
    }
}
