import Foundation

/// Why a wait of a ``Recorder`` failed, with the events recorded by then.
///
/// Its description reads, for example:
///
/// ```
/// Timed out after 0.1 s waiting for element 3.
/// Recorded so far (2 events):
///   [0] next(1)
///   [1] next(2)
/// ```
public struct RecorderError: Error, CustomStringConvertible {
    /// What ended the wait.
    public enum Reason: Equatable, Sendable {
        /// The timeout, in seconds, expired first.
        case timedOut(after: TimeInterval)
        /// The sequence completed without producing what the wait was for.
        case completed
        /// The recorder was disposed before receiving what the wait was for.
        case disposed
    }

    /// What ended the wait.
    public let reason: Reason
    /// What the wait was for, such as `element 3`, `completion` or `an error`.
    public let awaited: String
    /// The events recorded when the wait ended, described as `next(1)`, `completed`, ...
    public let recordedEvents: [String]

    /// The reason, what was awaited and every recorded event, one per line.
    public var description: String {
        let headline = switch reason {
        case .timedOut(let seconds): "Timed out after \(seconds) s waiting for \(awaited)."
        case .completed: "The sequence completed while waiting for \(awaited)."
        case .disposed: "The recorder was disposed while waiting for \(awaited)."
        }
        guard !recordedEvents.isEmpty else {
            return headline + "\nRecorded so far: nothing."
        }
        let noun = recordedEvents.count == 1 ? "event" : "events"
        let lines = recordedEvents.enumerated().map { "  [\($0.offset)] \($0.element)" }
        return ([headline, "Recorded so far (\(recordedEvents.count) \(noun)):"] + lines).joined(separator: "\n")
    }
}
