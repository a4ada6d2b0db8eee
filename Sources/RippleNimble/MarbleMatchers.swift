#if Nimble
import Nimble
import Ripple
import RippleTest

/// Succeeds when the recorded events are those `diagram` draws, with values and errors named in
/// `values` and `errors`: `expect(observer.events).to(matchMarbles("--a--b--|", values: ["a": 1, "b": 2]))`.
///
/// A failure draws both timelines with the same names, one above the other:
///
/// ```
/// expected to match marbles
///   expected: --a--b--|
///   actual:   --a-----b--|
/// ```
public func matchMarbles<Element: Equatable>(
    _ diagram: String,
    values: [String: Element],
    errors: [String: Error] = [:]
) -> Matcher<[Recorded<Event<Element>>]> {
    Matcher.define("match marbles \(diagram)") { expression, message in
        let actual = try expression.evaluate() ?? []
        let timelines: [[Recorded<Event<Element>>]]
        do throws(MarbleError) {
            timelines = try Marbles.parse(diagram, values: values, errors: errors)
        } catch {
            return MatcherResult(status: .fail, message: .fail(error.message))
        }
        guard timelines.count <= 1 else {
            return MatcherResult(status: .fail, message: .fail(
                "the diagram \"\(diagram)\" has \(timelines.count) timelines (a new one starts after each terminal event); pad with spaces after a terminal event"
            ))
        }
        let expected = timelines.first ?? []
        let drawn = actual.marbles(values: values, errors: errors)
        return MatcherResult(bool: actual == expected, message: .fail(
            "expected to match marbles\n  expected: \(diagram)\n  actual:   \(drawn.replacing("\n", with: "\n            "))"
        ))
    }
}

/// Succeeds when the observer recorded the events `diagram` draws: see
/// ``matchMarbles(_:values:errors:)->Matcher<[Recorded<Event<Element>>]>``.
public func matchMarbles<Element: Equatable>(
    _ diagram: String,
    values: [String: Element],
    errors: [String: Error] = [:]
) -> Matcher<TestableObserver<Element>> {
    let eventsMatcher: Matcher<[Recorded<Event<Element>>]> = matchMarbles(diagram, values: values, errors: errors)
    return Matcher { expression in
        try eventsMatcher.satisfies(expression.cast { $0?.events })
    }
}
#endif
