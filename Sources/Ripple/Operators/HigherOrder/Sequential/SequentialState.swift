/// The state of the sequential engine (``SequentialSink``): how many sources are running, and
/// what its loop is doing. Plain state with no lock and no callouts: the sink calls ``on(_:)``
/// holding its turn and does what the answer says.
///
/// The engine subscribes at most ``limit`` sources at a time (one for `concat`, `catch`, `retry`),
/// taking each from wherever its sink gets them (an iterator, a queue, a trigger's go-ahead). The
/// loop exists because a source may end while it is being subscribed (`just`, a source failing at
/// once): that end re-enters the sink on the same thread, and subscribing the next source from
/// there would nest one subscription per source on the stack. Instead the end is only counted,
/// and the loop takes the next source once the subscription returns.
///
/// ```
/// resting ──sourceAvailable (room) / sourceEnded──▶ taking ──foundNone──▶ resting
///                                                   │  ▲
///                                              took │  │ subscribed (room)
///                                                   ▼  │
///                                               subscribing ──subscribed (full)──▶ resting
/// ```
///
/// Inputs that cannot happen in a phase (a source ending while none runs, a loop step with no
/// loop) trap.
package struct SequentialState: Sendable {
    /// What the engine's loop is doing.
    package enum Phase: Equatable, Sendable {
        /// No loop runs: the engine waits for a source to end or to become available.
        case resting
        /// The loop is asking the sink for the next source.
        case taking
        /// The loop is subscribing to the source it took; ends and new sources that arrive
        /// meanwhile are left to it.
        case subscribing
    }

    /// What happened.
    package enum Input: Equatable, Sendable {
        /// A source may be available: the first one, one that joined the queue, a go-ahead.
        case sourceAvailable
        /// A running source ended, and the engine moves past it.
        case sourceEnded
        /// The loop took a source and is about to subscribe to it.
        case took
        /// The loop found no source to take for now.
        case foundNone
        /// The loop's subscription to the source it took returned.
        case subscribed
    }

    /// What the sink must do.
    package enum Effect: Equatable, Sendable {
        /// Nothing.
        case none
        /// Ask for the next source; answer ``Input/took`` and subscribe to it, or
        /// ``Input/foundNone``.
        case takeSource
    }

    /// How many sources may run at once.
    package let limit: Int
    /// What the loop is doing.
    package private(set) var phase = Phase.resting
    /// How many sources run: subscribed, or being subscribed, and not ended.
    package private(set) var running = 0

    /// An engine that runs at most `limit` sources at a time; `limit` is at least one.
    package init(limit: Int = 1) {
        precondition(limit > 0, "SequentialState: a limit of \(limit) runs no source")
        self.limit = limit
    }

    /// Whether nothing runs and no loop is active: the moment a sink whose sources are exhausted
    /// may complete.
    package var isIdle: Bool {
        phase == .resting && running == 0
    }

    /// Whether no loop runs and fewer than ``limit`` sources run: a source that becomes available
    /// now is taken at once.
    package var hasRoomAtRest: Bool {
        phase == .resting && running < limit
    }

    /// Takes `input` into account and says what to do.
    package mutating func on(_ input: Input) -> Effect {
        switch (phase, input) {
        case (.resting, .sourceAvailable):
            return running < limit ? startTaking() : .none
        case (.resting, .sourceEnded) where running > 0:
            running -= 1
            return startTaking()
        case (.taking, .took):
            running += 1
            phase = .subscribing
            return .none
        case (.taking, .foundNone):
            phase = .resting
            return .none
        case (.subscribing, .sourceAvailable):
            return .none
        case (.subscribing, .sourceEnded) where running > 0:
            running -= 1
            return .none
        case (.subscribing, .subscribed):
            if running < limit {
                return startTaking()
            }
            phase = .resting
            return .none
        default:
            preconditionFailure("SequentialState: \(input) while \(phase) with \(running) running")
        }
    }

    private mutating func startTaking() -> Effect {
        phase = .taking
        return .takeSource
    }
}
