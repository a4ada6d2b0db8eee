/// The counts behind ``QueuedSources`` (`concatMap`, `concat()`, `merge(maxConcurrent:)`): how many
/// inner sequences run or are about to, how many wait, and whether the outer sequence completed.
/// Plain state with no lock and no callouts: the sink calls it holding its turn and does what the
/// answers say.
///
/// It counts as RxSwift's limited merge does. An outer element takes a place when one is free,
/// even if the selector then throws; a completed inner sequence hands its place to the oldest
/// waiting one, or frees it; the result completes when the outer sequence has completed and no
/// place is taken. The sink keeps asking after the result has ended (elements and ends a source
/// still sends), and the answers stay consistent; only an inner sequence completing while no place
/// is taken, which no source can cause, traps.
package struct QueuedSourcesState: Sendable {
    /// What to do with the inner sequence of an outer element.
    package enum ElementAction: Equatable, Sendable {
        /// Subscribe to it now: it took a place.
        case subscribe
        /// Queue it: every place is taken.
        case wait
    }

    /// What to do once an inner sequence completed.
    package enum InnerCompletionAction: Equatable, Sendable {
        /// Subscribe to the oldest waiting sequence, which takes the place.
        case subscribeWaiting
        /// Complete the result.
        case complete
        /// Nothing.
        case none
    }

    /// What to do once the outer sequence completed.
    package enum OuterCompletionAction: Equatable, Sendable {
        /// Complete the result: no place is taken.
        case complete
        /// Unsubscribe from the outer sequence and let the inner sequences run.
        case unsubscribeOuter
    }

    /// How many inner sequences may run at once.
    package let limit: Int
    /// The places taken: inner sequences subscribed or about to be, not completed.
    package private(set) var running = 0
    /// The inner sequences queued for a place.
    package private(set) var waiting = 0
    /// Whether the outer sequence completed.
    package private(set) var isOuterDone = false

    /// Counts for at most `limit` inner sequences at a time; `limit` is at least one.
    package init(limit: Int) {
        precondition(limit > 0, "QueuedSourcesState: a limit of \(limit) runs no inner sequence")
        self.limit = limit
    }

    /// An outer element arrived: takes a place for its inner sequence if one is free.
    package mutating func outerElement() -> ElementAction {
        guard running < limit else { return .wait }
        running += 1
        return .subscribe
    }

    /// The inner sequence of an element that found no place was queued.
    package mutating func innerQueued() {
        waiting += 1
    }

    /// An inner sequence completed: its place goes to the oldest waiting sequence, if any.
    package mutating func innerCompleted() -> InnerCompletionAction {
        if waiting > 0 {
            waiting -= 1
            return .subscribeWaiting
        }
        guard running > 0 else {
            preconditionFailure("QueuedSourcesState: an inner sequence completed while none ran")
        }
        running -= 1
        return isOuterDone && running == 0 ? .complete : .none
    }

    /// The outer sequence completed.
    package mutating func outerCompleted() -> OuterCompletionAction {
        isOuterDone = true
        return running == 0 ? .complete : .unsubscribeOuter
    }
}
