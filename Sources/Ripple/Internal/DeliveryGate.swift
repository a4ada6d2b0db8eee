/// Serializes delivery to observers without holding a lock while calling out.
///
/// One thread at a time delivers. A thread that finds the gate free becomes its owner and
/// delivers; the owner re-entering (an observer that emits again on the same thread) delivers
/// inline, as RxSwift's recursive locks do; any other thread queues its work and returns, and the
/// owner delivers that work, in order, before releasing the gate. Nothing blocks, so nothing can
/// deadlock, and each observer sees one event at a time.
///
/// The gate is plain state: its owner guards it with its own lock and calls ``admit(_:)`` and
/// ``next()`` while holding that lock.
struct DeliveryGate<Work> {
    /// What the caller of ``admit(_:)`` must do.
    enum Admission {
        /// Deliver the work now. When `isOutermost`, drain ``next()`` afterwards until it returns nil.
        case deliverNow(isOutermost: Bool)
        /// Another thread is delivering and will deliver this work too.
        case queued
    }

    private var owner: ThreadIdentity?
    private var pending = Queue<Work>()

    /// Admits `work` (the lock is held).
    mutating func admit(_ work: @autoclosure () -> Work) -> Admission {
        let caller = ThreadIdentity.current
        guard let owner else {
            self.owner = caller
            return .deliverNow(isOutermost: true)
        }
        if owner == caller {
            return .deliverNow(isOutermost: false)
        }
        pending.enqueue(work())
        return .queued
    }

    /// The next queued work, or nil after releasing the gate (the lock is held).
    mutating func next() -> Work? {
        if let work = pending.dequeue() {
            return work
        }
        owner = nil
        return nil
    }
}
