import RxSwift
import RxTest

/// Marble helpers in the shape of RxSwift's example app: one character per tick, `-` for
/// nothing, `|` for completion, `#` for an error, any other character for the value it names.
extension TestScheduler {
    /// The events of `timeline`.
    public func parseEventsAndTimes<T>(timeline: String, values: [String: T], errors: [String: Swift.Error] = [:]) -> [Recorded<Event<T>>] {
        HelperCalls.note("parseEventsAndTimes(timeline:values:errors:)")
        return timeline.enumerated().compactMap { time, symbol -> Recorded<Event<T>>? in
            switch symbol {
            case "-": return nil
            case "|": return .completed(time)
            case "#": return .error(time, errors["#"] ?? RxError.unknown)
            default: return values[String(symbol)].map { .next(time, $0) }
            }
        }
    }

    /// A cold observable that emits the events of `timeline` after each subscription.
    public func createObservable<T>(timeline: String, values: [String: T], errors: [String: Swift.Error] = [:]) -> Observable<T> {
        HelperCalls.note("createObservable(timeline:values:errors:)")
        return createColdObservable(parseEventsAndTimes(timeline: timeline, values: values, errors: errors)).asObservable()
    }

    /// A mock function whose calls answer with cold observables of the timelines
    /// `timelineSelector` chooses.
    public func mock<Arg, Ret>(values: [String: Ret], errors: [String: Swift.Error] = [:], timelineSelector: @escaping (Arg) -> String) -> (Arg) -> Observable<Ret> {
        HelperCalls.note("mock(values:errors:timelineSelector:)")
        return { argument in self.createObservable(timeline: timelineSelector(argument), values: values, errors: errors) }
    }
}
