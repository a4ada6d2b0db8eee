/// What `flatMapLatest` and `switchLatest` know about their sequences: which inner sequence is
/// the latest, whether it is still live, and whether the outer sequence has completed.
///
/// Every inner sequence gets a new id, so the events of one that was already replaced (in flight
/// on another thread when the next one arrived) are recognised and dropped. The result completes
/// once the outer sequence and the latest inner sequence have both completed. Errors end the
/// result; what the sequences still send afterwards (while they are being subscribed to) is
/// answered as before, and the sink forwards none of it. Inputs after the outer sequence
/// completed, other than inner sequences' events, trap.
package struct SwitchState {
    package enum Phase: Equatable {
        /// The outer sequence is live; no inner sequence is.
        case idle
        /// The inner sequence `id` is live, and so is the outer sequence unless `outerDone`.
        case following(id: UInt64, outerDone: Bool)
        /// The result has completed.
        case completed
    }

    /// What the sink must do after an input.
    package enum Action: Equatable {
        case none
        /// Complete the result.
        case complete
    }

    package private(set) var phase = Phase.idle
    private var lastID: UInt64 = 0

    package init() {}

    /// An outer element arrived: its inner sequence, with the returned id, replaces the current one.
    package mutating func outerElement() -> UInt64 {
        switch phase {
        case .idle, .following(_, outerDone: false):
            lastID &+= 1
            phase = .following(id: lastID, outerDone: false)
        case .following(_, outerDone: true), .completed:
            preconditionFailure("SwitchState: an outer element arrived while \(phase)")
        }
        return lastID
    }

    /// The outer sequence completed: the result completes unless an inner sequence is live.
    package mutating func outerCompleted() -> Action {
        switch phase {
        case .idle:
            phase = .completed
            return .complete
        case .following(let id, outerDone: false):
            phase = .following(id: id, outerDone: true)
            return .none
        case .following(_, outerDone: true), .completed:
            preconditionFailure("SwitchState: the outer sequence completed while \(phase)")
        }
    }

    /// Whether `id` is the live inner sequence, whose elements and error pass.
    package func isLive(_ id: UInt64) -> Bool {
        if case .following(id, _) = phase { return true }
        return false
    }

    /// The inner sequence `id` completed: nothing to do if it was replaced; otherwise the result
    /// completes if the outer sequence has, and waits for the next inner sequence if not.
    package mutating func innerCompleted(_ id: UInt64) -> Action {
        guard case .following(id, let outerDone) = phase else { return .none }
        phase = outerDone ? .completed : .idle
        return outerDone ? .complete : .none
    }
}
