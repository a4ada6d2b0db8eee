#if Nimble
import Quick
import XCTest

#if !canImport(Darwin)
/// Runs the Quick specs under `swift test` on Linux, where XCTest finds test methods only (on
/// Apple platforms Quick finds its specs itself). Each spec's examples run in one test method;
/// a failing expectation fails that method, naming the example's file and line.
final class QuickSpecsTests: XCTestCase {
    func testBlockingExpectationSpec() throws {
        try runExamples(of: BlockingExpectationSpec.self)
    }

    func testCompletionMatcherSpec() throws {
        try runExamples(of: CompletionMatcherSpec.self)
    }

    func testEventsAndMarblesSpec() throws {
        try runExamples(of: EventsAndMarblesSpec.self)
    }

    private func runExamples(of spec: QuickSpec.Type) throws {
        let examples = spec.allTests
        XCTAssertFalse(examples.isEmpty, "\(spec) has no examples")
        let instance = spec.init()
        for (_, example) in examples {
            try example(instance)()
        }
    }
}
#endif
#endif
