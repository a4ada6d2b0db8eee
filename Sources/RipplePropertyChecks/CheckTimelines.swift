#if PropertyChecks
import IssueReporting
import PropertyBased
import Ripple
import RippleTest
import Testing

/// Searches for a timeline that breaks a property: runs `body` on `check.count` timelines drawn by
/// `input`, each with a new ``TimelineRun`` (its scheduler's same-instant ordering drawn too), and
/// when one fails, shrinks it and reports the smallest failing timeline found as a marble sheet,
/// with the seed that replays it.
///
/// The property is the body's ordinary assertions (`#expect`, `assertMarbles`, the recorders'
/// expectations, the helpers of ``TimelineRun``); an error it throws fails the timeline too.
///
/// ```swift
/// @Test func showsTheResultsOfTheLastQuery() async {
///     let inputs = Gen.timeline(of: ["s", "sw", "swi"], events: 1...4, answeredAfter: 1...6, failure: 0)
///     await checkTimelines(input: inputs) { run, typing, answers in
///         let search = run.mock("search", answers) { (text: String, _) in text.uppercased() }
///         let model = SearchModel(query: run.hot("query", typing), search: search)
///         let results = run.record("results", model.results)
///         run.start()
///         #expect(results.values.last == typing.elements.last?.uppercased())
///     }
/// }
/// ```
///
/// A failure reads (the first issue is swift-property-based's, with the seed):
///
/// ```
/// Failure occured with input ((["s" @ 1, "sw" @ 2], [value after 2, value after 1, then value after 1]), [3]).
/// (shrunk down from ((["swi" @ 2, "s" @ 4, "s" @ 7, "s" @ 8, "sw" @ 10], [value after 1, value after 6, …]), […]) after 21 iterations)
/// Add `.fixedSeed("1YABhzPww/Bi9U+A5Cpatv0hV0rbhMawUIg5BhUaOtw=")` to the Test to reproduce this issue.
///
/// Timeline 8 of the search broke the property; shrunk to 4 input events:
/// query:   -ab-
///          ^---
/// search:  -ab-
///          -^-!
///          --^!
/// results: ---(cd)
/// a = "s"
/// b = "sw"
/// c = "SW"
/// d = "S"
/// Same-instant ordering drawn:
///   at 3: cold observable 2 (subscription 1, at 2) (scheduling order: …)
/// Replay it with `.fixedSeed("1YABhzPww/Bi9U+A5Cpatv0hV0rbhMawUIg5BhUaOtw=")` on the test, …
/// ```
///
/// With `TimelineCheck(seed:)` set to that seed (or the `.fixedSeed` trait on the test) the search
/// runs that timeline alone, shrinks it the same way and reports the same sheet.
///
/// - Returns: What the search found, for tests of the check itself.
@discardableResult
public func checkTimelines<Value, InputValue>(
    _ check: TimelineCheck = TimelineCheck(),
    input: Generator<Value, some Sequence<InputValue>>,
    perform body: (TimelineRun, Value) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> TimelineCheckResult {
    guard let test = Test.current else {
        reportIssue("checkTimelines (at \(sourceLocation)) runs inside a Swift Testing test (@Test): it reports through Swift Testing's issues and traits; no timeline was checked")
        return TimelineCheckResult(timelinesRun: 0, seed: check.seed, counterexample: nil)
    }
    let search = TimelineSearch(check: check, test: test, sourceLocation: sourceLocation)
    let seedReader = IssueHandlingTrait.compactMapIssues { issue in
        search.noteSeed(in: issue)
        return issue
    }
    await withoutActuallyEscaping(body) { body in
        let body = ScopeCarried(body)
        try? await seedReader.provideScope(for: test, testCase: Test.Case.current) {
            let drawn = zip(input, Draws.ordering)
            let searchAll: () async -> Void = {
                await propertyCheck(count: check.count, input: drawn, perform: { value, choices in
                    await search.run(value, choices: choices, body.value, isolation: isolation)
                }, isolation: isolation, sourceLocation: sourceLocation)
            }
            if let seed = check.seed.flatMap(Xoshiro.init(seed:))?.currentState {
                await FixedSeedTrait.fixedSeed(seed.0, seed.1, seed.2, seed.3, sourceLocation: sourceLocation)
                    .provideScope(for: test, testCase: Test.Case.current, performing: searchAll)
            } else {
                await searchAll()
            }
        }
    }
    return search.finish()
}
#endif
