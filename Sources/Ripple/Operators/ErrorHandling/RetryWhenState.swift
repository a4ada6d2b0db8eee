/// Where `retry(when:)` stands between the source's attempts and the trigger's answers, apart from
/// the sink that acts on it.
///
/// An error goes to the trigger, whose next element grants another attempt. The trigger's end
/// ends the result when an error is waiting for an answer, or when a granted attempt has not
/// started yet (the source failed while being subscribed, and the trigger answered and ended
/// before that subscription returned), as in RxSwift; otherwise it is kept, and ends the result at
/// the source's next error.
package struct RetryWhenState<Terminal> {
    package enum Phase: Equatable {
        /// The first attempt is yet to start.
        case firstAttemptDue
        /// An attempt runs.
        case running
        /// The source failed; its error was sent to the trigger, which has not answered.
        case waitingForTrigger
        /// The trigger granted another attempt, not started yet.
        case retryDue
    }

    /// What the sink does after the source failed.
    package enum AfterFailure {
        /// Send the error to the trigger and wait for its answer.
        case askTrigger
        /// End the result with the trigger's terminal event, which came earlier.
        case end(Terminal)
    }

    package private(set) var phase = Phase.firstAttemptDue
    /// The trigger's terminal event, kept until an error needs an answer.
    private var triggerTerminal: Terminal?

    /// The state before the first attempt.
    package init() {}

    /// Starts the attempt that is due, if one is: answers whether the sink subscribes to the
    /// source.
    package mutating func startAttempt() -> Bool {
        switch phase {
        case .firstAttemptDue, .retryDue:
            phase = .running
            return true
        case .running, .waitingForTrigger:
            return false
        }
    }

    /// The running attempt failed with an error the trigger answers.
    package mutating func sourceFailed() -> AfterFailure {
        precondition(phase == .running, "RetryWhenState: the source failed while no attempt ran (\(phase))")
        if let triggerTerminal {
            return .end(triggerTerminal)
        }
        phase = .waitingForTrigger
        return .askTrigger
    }

    /// The trigger emitted: answers whether that granted an attempt (only when an error waits for
    /// an answer; other elements are ignored).
    package mutating func triggerEmitted() -> Bool {
        guard phase == .waitingForTrigger else { return false }
        phase = .retryDue
        return true
    }

    /// The trigger ended with `terminal`: answers whether the result ends now.
    package mutating func triggerEnded(_ terminal: Terminal) -> Bool {
        switch phase {
        case .waitingForTrigger, .retryDue:
            return true
        case .firstAttemptDue, .running:
            triggerTerminal = terminal
            return false
        }
    }
}
