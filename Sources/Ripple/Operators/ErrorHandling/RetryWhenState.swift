/// Where `retry(when:)` stands between the source's attempts and the trigger's answers, apart from
/// the sink that acts on it.
///
/// An error goes to the trigger, which answers it until the next attempt starts: each element it
/// emits meanwhile asks for an attempt, and its end ends the result, as in RxSwift, where the
/// failed attempt listens to the trigger until the next one replaces it. An end that comes while
/// no error waits for an answer is kept, and ends the result at the source's next error (RxSwift
/// relays the trigger through a subject, which replays its end to the next listener); elements that
/// come then are ignored.
package struct RetryWhenState<Terminal> {
    /// What the sink does after the source failed.
    package enum AfterFailure {
        /// Send the error to the trigger and wait for its answer.
        case askTrigger
        /// End the result with the trigger's terminal event, which came earlier (then send the
        /// error to the trigger all the same).
        case end(Terminal)
    }

    /// Whether the trigger answers an error: from the source's failure until the next attempt
    /// starts.
    package private(set) var isAnswering = false
    /// The trigger's terminal event, once it ended.
    private var triggerTerminal: Terminal?

    /// The state before the first attempt.
    package init() {}

    /// An attempt starts: the error it follows, if any, is answered.
    package mutating func attemptStarted() {
        isAnswering = false
    }

    /// The running attempt failed with an error the trigger answers.
    package mutating func sourceFailed() -> AfterFailure {
        isAnswering = true
        if let triggerTerminal {
            return .end(triggerTerminal)
        }
        return .askTrigger
    }

    /// The trigger emitted: answers whether that asks for an attempt (only while it answers an
    /// error, and until it ends).
    package func triggerEmitted() -> Bool {
        isAnswering && triggerTerminal == nil
    }

    /// The trigger ended with `terminal`: answers whether the result ends now (while it answers an
    /// error); otherwise it is kept for the next error. Only its first end counts.
    package mutating func triggerEnded(_ terminal: Terminal) -> Bool {
        guard triggerTerminal == nil else { return false }
        triggerTerminal = terminal
        return isAnswering
    }
}
