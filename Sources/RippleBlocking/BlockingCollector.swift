import Foundation
import Ripple

/// Timeouts from this many seconds on (about a century, and infinity) mean "no limit"; the
/// operators reject negative and NaN timeouts before getting here.
private let unlimitedTimeout: TimeInterval = 3_153_600_000

/// The observer of one blocking call: keeps the elements that satisfy the predicate, records how
/// the sequence ended, and lets the calling thread wait for that.
///
/// The calling thread waits on `condition`; events, the subscription's arrival and the end of a
/// disposal signal it. On the main thread it first runs the run loop instead, as RxBlocking does,
/// so that work on the main queue (`MainScheduler`) keeps running while it waits; the event that
/// ends the wait wakes the run loop. After the wait, the collector disposes the subscription and
/// waits until no event is being handled and the source's subscription is disposed, whichever
/// thread disposes it (the collector, or the source's own sink on the thread that sent the
/// terminal event), so nothing of the call is still running when it returns.
final class BlockingCollector<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `elements`, `outcome`, `eventsInProgress`, `upstream`,
    // `sourceIsDisposed` and `isRunningMainRunLoop` are guarded by `condition`. `predicate` is called outside it, only
    // while `outcome` is nil, and the waiting thread does not return while a call is in progress
    // (`eventsInProgress`).

    private enum Upstream {
        /// Not subscribed yet.
        case pending
        /// Not subscribed yet, and to be disposed as soon as the subscription arrives.
        case disposeOnArrival
        /// Subscribed.
        case active(Disposable)
        /// A thread is disposing the subscription.
        case disposing
        /// Disposed.
        case disposed
    }

    private let condition = NSCondition()
    private let limit: Int?
    private let predicate: (Element) throws -> Bool
    private var elements: [Element] = []
    private var outcome: Error??
    private var eventsInProgress = 0
    private var upstream = Upstream.pending
    /// Whether the source's subscription has been disposed (``sourceWasDisposed()``).
    private var sourceIsDisposed = false
    /// Whether the waiting thread is running the main run loop, which the end of the wait must wake.
    private var isRunningMainRunLoop = false

    /// A collector that keeps the elements satisfying `predicate` and is done after `limit` of them.
    init(limit: Int?, predicate: @escaping (Element) throws -> Bool) {
        self.limit = limit
        self.predicate = predicate
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            receive(element)
        case .error(let error):
            finish(with: error)
        case .completed:
            finish(with: nil)
        }
    }

    /// Stores the subscription; disposes it at once if the collector is already done.
    func attach(_ subscription: Disposable) {
        condition.lock()
        switch upstream {
        case .pending:
            upstream = .active(subscription)
            condition.unlock()
        case .disposeOnArrival:
            upstream = .disposing
            condition.unlock()
            subscription.dispose()
            markDisposed()
        case .active, .disposing, .disposed:
            condition.unlock()
            subscription.dispose()
        }
    }

    /// Blocks until the collector is done or `timeout` seconds have passed, disposes the
    /// subscription, and returns what was collected.
    func waitForResult(timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
        let deadline = timeout.flatMap { $0 < unlimitedTimeout ? Date(timeIntervalSinceNow: $0) : nil }
        if Thread.isMainThread {
            runMainRunLoop(until: deadline)
        }
        condition.lock()
        while outcome == nil {
            if let deadline {
                if !condition.wait(until: deadline) && outcome == nil {
                    outcome = .some(RxError.timeout)
                }
            } else {
                condition.wait()
            }
        }
        while eventsInProgress > 0 {
            condition.wait()
        }
        let result: MaterializedSequenceResult<Element> = switch outcome {
        case .some(.some(let error)): .failed(elements: elements, error: error)
        default: .completed(elements: elements)
        }
        condition.unlock()
        disposeUpstream()
        condition.lock()
        while !sourceIsDisposed, !isAwaitingSubscription {
            condition.wait()
        }
        condition.unlock()
        return result
    }

    /// Records that the source's subscription has been disposed: what the blocking call waits for
    /// before it returns. Called once, on the thread that disposed it.
    func sourceWasDisposed() {
        condition.lock()
        sourceIsDisposed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether the subscription has not arrived yet (it is being made on another thread); it is
    /// disposed on arrival, and the blocking call does not wait for that.
    private var isAwaitingSubscription: Bool {
        if case .disposeOnArrival = upstream { return true }
        return false
    }

    /// Runs the current (main) run loop, which also runs the main dispatch queue, until the
    /// collector is done or `deadline` passes. Returns at once when the run loop cannot run: when
    /// the call is made from a block that the main queue is running, which no run loop can
    /// service again; the condition variable then does the waiting.
    private func runMainRunLoop(until deadline: Date?) {
        condition.lock()
        isRunningMainRunLoop = true
        condition.unlock()
        defer {
            condition.lock()
            isRunningMainRunLoop = false
            condition.unlock()
        }
        let limit = deadline ?? .distantFuture
        while limit > Date() {
            condition.lock()
            let isDone = outcome != nil
            condition.unlock()
            guard !isDone, RunLoop.current.run(mode: .default, before: limit) else { return }
        }
    }

    /// Ends the wait of a thread running the main run loop: a block on the main queue wakes it.
    private func wakeMainRunLoop() {
        DispatchQueue.main.async {}
    }

    private func receive(_ element: Element) {
        condition.lock()
        guard outcome == nil else {
            condition.unlock()
            return
        }
        eventsInProgress += 1
        condition.unlock()

        let kept = Result { try predicate(element) }

        condition.lock()
        eventsInProgress -= 1
        var isDone = false
        var wakesRunLoop = false
        if outcome == nil {
            switch kept {
            case .success(true):
                elements.append(element)
                if let limit, elements.count >= limit {
                    outcome = .some(nil)
                    isDone = true
                }
            case .success(false):
                break
            case .failure(let error):
                outcome = .some(error)
                isDone = true
            }
            wakesRunLoop = isDone && isRunningMainRunLoop
        }
        condition.broadcast()
        condition.unlock()
        if wakesRunLoop {
            wakeMainRunLoop()
        }
        if isDone {
            disposeUpstream()
        }
    }

    private func finish(with error: Error?) {
        condition.lock()
        var wakesRunLoop = false
        if outcome == nil {
            outcome = .some(error)
            wakesRunLoop = isRunningMainRunLoop
            condition.broadcast()
        }
        condition.unlock()
        if wakesRunLoop {
            wakeMainRunLoop()
        }
    }

    /// Disposes the subscription now, or when it arrives; only the first call does anything.
    private func disposeUpstream() {
        condition.lock()
        switch upstream {
        case .pending:
            upstream = .disposeOnArrival
            condition.unlock()
        case .active(let subscription):
            upstream = .disposing
            condition.unlock()
            subscription.dispose()
            markDisposed()
        case .disposeOnArrival, .disposing, .disposed:
            condition.unlock()
        }
    }

    private func markDisposed() {
        condition.lock()
        upstream = .disposed
        condition.broadcast()
        condition.unlock()
    }
}
