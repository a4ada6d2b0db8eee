import Ripple
import RippleTest
import Testing

@Suite struct AssertEventsTests {
    @Test func equalEventsPass() {
        assertEvents([Recorded.next(210, 1), .completed(220)], [.next(210, 1), .completed(220)])
        assertSubscriptions([Subscription(200, 220)], [Subscription(200, 220)])
    }

    @Test func differingEventsShowFirstDifferenceAndBothLists() {
        let expectedMessage = """
            Recorded events differ at index 1:
              expected: next(3) @ 220
              actual:   next(2) @ 220
            Expected (3):
              [0] next(1) @ 210
              [1] next(3) @ 220
              [2] completed @ 230
            Actual (3):
              [0] next(1) @ 210
              [1] next(2) @ 220
              [2] completed @ 230
            """
        withKnownIssue {
            assertEvents(
                [Recorded.next(210, 1), .next(220, 2), .completed(230)],
                [.next(210, 1), .next(220, 3), .completed(230)]
            )
        } matching: { issue in
            issue.comments.map(\.rawValue) == [expectedMessage]
        }
    }

    @Test func missingEventsAreShownAsNothing() {
        withKnownIssue {
            assertEvents([Recorded<Event<Int>>.next(210, 1)], [.next(210, 1), .completed(300)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Recorded events differ at index 1:\n  expected: completed @ 300\n  actual:   (nothing)") }
        }
    }

    @Test func differingSubscriptionsAreReported() {
        withKnownIssue {
            assertSubscriptions([Subscription(200)], [Subscription(200, 300)])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Subscriptions differ at index 0:\n  expected: (200 : 300)\n  actual:   (200 : Infinity)") }
        }
    }

    @Test func failureIsReportedAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            assertEvents([Recorded<Event<Int>>.completed(1)], [.completed(2)])
        } matching: { issue in
            issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "AssertEventsTests.swift"
        }
    }

    @Test func recordedElementsHelperRejectsStopEvents() {
        withKnownIssue {
            XCTAssertRecordedElements([Recorded.next(10, 1), .completed(20)], [1])
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "A non-next stop event has been emitted: completed @ 20" }
        }
        XCTAssertRecordedElements([Recorded.next(10, 1), .next(20, 2)], [1, 2])
    }
}
