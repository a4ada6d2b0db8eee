#if PropertyChecks
import Ripple
import RippleTest
import Testing

extension TimelineRun {
    /// Expects that once the inputs go quiet the output settles on `expected`: the last element
    /// `observer` received is `expected` (no element at all when `expected` is `nil`).
    ///
    /// ```swift
    /// run.start()
    /// run.expectSettles(results, on: typing.elements.last.map(search))   // f(last input)
    /// ```
    public func expectSettles<Element: Equatable>(
        _ observer: TestableObserver<Element>,
        on expected: Element?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let last = observer.events.last { $0.value.element != nil }?.value.element
        #expect(last == expected, "the output settled on \(String(describing: last)), not \(String(describing: expected))", sourceLocation: sourceLocation)
    }

    /// Expects that every call of the mock named `name` was answered or cancelled by the end of
    /// the run: no subscription to what it returned is still open.
    ///
    /// ```swift
    /// let search = run.mock("search", answers) { (text: String, _) in [text] }
    /// …
    /// run.start()
    /// run.expectEveryCallAnsweredOrCancelled("search")
    /// ```
    public func expectEveryCallAnsweredOrCancelled(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let calls = calls(ofMock: name) else {
            Issue.record("no mock is named \(name)", sourceLocation: sourceLocation)
            return
        }
        for call in calls where call.subscriptions.contains(where: { $0.unsubscribe == .max }) {
            Issue.record("the call of \(name) at \(call.time) was neither answered nor cancelled", sourceLocation: sourceLocation)
        }
    }

    /// Expects that every element `observer` received satisfies `property`, such as "never two
    /// loading indicators" or "the count never goes below zero".
    ///
    /// ```swift
    /// run.expectAlways(spinners, "never two loading indicators") { $0 <= 1 }
    /// ```
    public func expectAlways<Element>(
        _ observer: TestableObserver<Element>,
        _ description: String,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ property: (Element) -> Bool
    ) {
        for recorded in observer.events {
            if let element = recorded.value.element, !property(element) {
                Issue.record("\(description): broken at \(recorded.time) by \(element)", sourceLocation: sourceLocation)
                return
            }
        }
    }
}
#endif
