import Ripple
import RippleTest
import Testing

@Suite struct TraitEventAssertionsTests {
    private struct Failure: Error, Equatable {}

    @Test func equalOutcomesPass() {
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(Failure())], [.success(1), .failure(Failure())])
        XCTAssertEqual([MaybeEvent<Int>.success(1), .completed, .error(Failure())], [.success(1), .completed, .error(Failure())])
        XCTAssertEqual([CompletableEvent.completed, .error(Failure())], [.completed, .error(Failure())])
    }

    @Test func differentSingleOutcomesAreReported() {
        withKnownIssue {
            XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
        } matching: { issue in
            Self.message(of: issue).contains("expected: success(2)") && Self.message(of: issue).contains("actual:   success(1)")
        }
    }

    @Test func differentMaybeOutcomesAreReported() {
        withKnownIssue {
            XCTAssertEqual([MaybeEvent<Int>.completed], [.success(1)])
        } matching: { issue in
            Self.message(of: issue).contains("expected: success(1)") && Self.message(of: issue).contains("actual:   completed")
        }
    }

    @Test func differentCompletableOutcomesAreReported() {
        withKnownIssue {
            XCTAssertEqual([CompletableEvent.error(Failure())], [.completed, .completed])
        } matching: { issue in
            Self.message(of: issue).contains("Outcomes differ at index 0")
        }
    }

    private static func message(of issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }
}
