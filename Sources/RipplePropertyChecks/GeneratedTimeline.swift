#if PropertyChecks
import Ripple
import RippleTest
import Testing

/// A timeline drawn by a generator: elements separated by gaps of virtual time, then an end
/// (completion, an error, or none). ``TimelineRun/hot(_:_:)`` plays it at absolute times (frame 0
/// being the start of the run), ``TimelineRun/cold(_:_:)`` from each subscription.
///
/// Made by `Gen.timeline(of:events:gaps:completion:error:)`, whose shrinker removes events,
/// shortens gaps, simplifies elements and drops the end.
public struct GeneratedTimeline<Element: Sendable>: Sendable {
    /// How a generated timeline ends.
    public enum End: Sendable, Equatable {
        /// It never ends.
        case none
        /// It completes.
        case completed
        /// It fails with a ``GeneratedError``.
        case failed
    }

    /// The elements, each with the ticks since the one before (since frame 0 for the first).
    public var events: [(gap: Int, element: Element)]
    /// How the timeline ends.
    public var end: End
    /// The ticks between the last element (or frame 0) and the end, when it ends.
    public var endGap: Int

    /// A timeline of `events`, then `end` after `endGap` ticks.
    public init(events: [(gap: Int, element: Element)], end: End = .none, endGap: Int = 1) {
        self.events = events
        self.end = end
        self.endGap = endGap
    }

    /// The elements in order.
    public var elements: [Element] {
        events.map(\.element)
    }

    /// The events with their times, frame 0 being the start of the timeline.
    public var recordedEvents: [Recorded<Event<Element>>] {
        var time = 0
        var recorded: [Recorded<Event<Element>>] = []
        for event in events {
            time += event.gap
            recorded.append(Recorded(time: time, value: .next(event.element)))
        }
        switch end {
        case .none:
            break
        case .completed:
            recorded.append(Recorded(time: time + endGap, value: .completed))
        case .failed:
            recorded.append(Recorded(time: time + endGap, value: .error(GeneratedError())))
        }
        return recorded
    }
}

extension GeneratedTimeline: CustomStringConvertible, CustomDebugStringConvertible, CustomTestStringConvertible {
    /// The events with their times: `["s" @ 1, "sw" @ 3, completed @ 4]`.
    public var description: String {
        "[" + recordedEvents.map { recorded in
            let event: String = switch recorded.value {
            case .next(let element): String(reflecting: element)
            case .error: "error"
            case .completed: "completed"
            }
            return "\(event) @ \(recorded.time)"
        }.joined(separator: ", ") + "]"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The same as ``description``.
    public var testDescription: String { description }
}

/// The error that generated timelines and answers fail with.
public struct GeneratedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The error.
    public init() {}

    /// `GeneratedError`.
    public var description: String { "GeneratedError" }
}
#endif
