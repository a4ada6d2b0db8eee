/// The gate of the sequential engine (``SequentialSink``): whether a move to the next source is
/// being made, and how many more were asked for meanwhile. Plain state with no lock and no
/// callouts: the sink calls it holding its turn and does what the answers say.
///
/// A move disposes the previous source and subscribes the next one. A source may end while it is
/// being subscribed (`just`, a source failing at once), and that end asks for the next move on the
/// same thread; making it there would nest one subscription per source on the stack. Instead the
/// request is counted, and the move in progress makes it once its subscription returns, as
/// RxSwift's tail-recursive sinks queue their next move behind the one that runs.
///
/// ```
/// idle ──moveRequested──▶ moving ──moveFinished (none pending)──▶ idle
///                          │  ▲
///        moveRequested     │  │ moveFinished (one pending: made next)
///        (counted)         ▼  │
///                          moving
/// ```
///
/// Requests never trap: a source may end, or a trigger ask for a move, after the result has ended,
/// and the sink makes no move then (it checks its disposal before each one). Only finishing a move
/// when none is in progress, which no source can cause, traps.
package struct SequentialState: Sendable {
    /// What the gate is doing.
    package enum Phase: Equatable, Sendable {
        /// No move is being made.
        case idle
        /// A move is being made; requests are counted for it.
        case moving
    }

    /// What the gate is doing.
    package private(set) var phase = Phase.idle
    /// The moves asked for while one was being made, still to make.
    package private(set) var pendingMoves = 0

    /// The gate of an engine that has made no move yet.
    package init() {}

    /// A move to the next source is asked for: answers whether the caller makes it now; otherwise
    /// it is counted, for the caller that is making a move to make afterwards.
    package mutating func moveRequested() -> Bool {
        switch phase {
        case .idle:
            phase = .moving
            return true
        case .moving:
            pendingMoves += 1
            return false
        }
    }

    /// The move in progress is done: answers whether the caller makes another one, asked for
    /// meanwhile.
    package mutating func moveFinished() -> Bool {
        guard phase == .moving else {
            preconditionFailure("SequentialState: a move finished while \(phase)")
        }
        if pendingMoves > 0 {
            pendingMoves -= 1
            return true
        }
        phase = .idle
        return false
    }
}
