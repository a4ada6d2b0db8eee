import Ripple
import RippleTest
import Testing

@Suite struct AssertMarblesTests {
    private let bools = ["t": true, "f": false]
    private let values = ["a": 1, "b": 2]

    private func recorded<Element>(_ diagram: String, values: [String: Element], errors: [String: Error] = [:]) -> TestableObserver<Element> {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.record(scheduler.createColdObservable(diagram, values: values, errors: errors))
        scheduler.start()
        return observer
    }

    @Test func matchingEventsReportNothing() {
        let observer = recorded("f---t--(ft)|", values: bools)
        let issues = capturingIssues {
            assertMarbles(observer, "f---t--(ft)|", values: bools)
            assertMarbles(observer.events, "f  ---t--(f t)|", values: bools)
        }.issues
        #expect(issues.isEmpty)
    }

    @Test func failureShowsBothDiagramsThenTheDifferingFramesAtTheCallersLine() {
        let observer = recorded("f---t------f", values: bools)
        var line: UInt = 0
        let issues = capturingIssues {
            line = #line; assertMarbles(observer, "f----------t", values: bools)
        }.issues
        #expect(issues == [CapturedIssue(
            message: """
            Recorded events differ from the marble diagram (one frame per tick):
              expected: f----------t
              actual:   f---t------f
            Differing frames:
              at 4: expected nothing; actual next(true)
              at 11: expected next(true); actual next(false)
            """,
            fileID: #fileID,
            line: line
        )])
    }

    @Test func failureNamesErrors() {
        let errors: [String: Error] = ["#1": TestError(name: "one")]
        let observer = recorded("-a-#", values: values, errors: errors)
        let messages = reportedMessages {
            assertMarbles(observer, "-a-#1", values: values, errors: errors)
        }
        #expect(messages == ["""
        Recorded events differ from the marble diagram (one frame per tick):
          expected: -a-#1
          actual:   -a-#
        Differing frames:
          at 3: expected error(one); actual error(marble error)
        """])
    }

    @Test func failureDrawsUnnamedValuesAsQuestionMarksWithALegend() {
        let observer = recorded("-a-b|", values: ["a": 1, "b": 99])
        let messages = reportedMessages {
            assertMarbles(observer, "-a-b|", values: values)
        }
        #expect(messages == ["""
        Recorded events differ from the marble diagram (one frame per tick):
          expected: -a-b|
          actual:   -a-?|
          in actual, ? = next(99) @ 3
        Differing frames:
          at 3: expected next(2); actual next(99)
        """])
    }

    @Test func failureAlignsDiagramsThatStartBeforeTimeZero() {
        let messages = reportedMessages {
            assertMarbles([.next(2, 2)], "a-^-b", values: values)
        }
        #expect(messages == ["""
        Recorded events differ from the marble diagram (one frame per tick):
          expected: a-^-b
          actual:   --^-b
        Differing frames:
          at -2: expected next(1); actual nothing
        """])
    }

    @Test func failureShowsOrderWithinAFrame() {
        let messages = reportedMessages {
            assertMarbles([.next(0, 2), .next(0, 1)], "(ab)", values: values)
        }
        #expect(messages == ["""
        Recorded events differ from the marble diagram (one frame per tick):
          expected: (ab)
          actual:   (ba)
        Differing frames:
          at 0: expected next(1), next(2); actual next(2), next(1)
        """])
    }

    @Test func missingCompletion() {
        let messages = reportedMessages {
            assertMarbles([.next(1, 1)], "-a|", values: values)
        }
        #expect(messages == ["""
        Recorded events differ from the marble diagram (one frame per tick):
          expected: -a|
          actual:   -a
        Differing frames:
          at 2: expected completed; actual nothing
        """])
    }

    @Test func malformedExpectedDiagramReportsOnlyTheProblem() {
        var line: UInt = 0
        let issues = capturingIssues {
            line = #line; assertMarbles([.next(1, 1)], "-a-?", values: values)
        }.issues
        #expect(issues == [CapturedIssue(
            message: """
            "?" only appears in rendered diagrams: name the value in `values` at column 4:
              -a-?
                 ^
            """,
            fileID: #fileID,
            line: line
        )])
    }

    @Test func expectedDiagramWithSeveralTimelinesIsReported() {
        let messages = reportedMessages {
            assertMarbles([.next(0, 1), .completed(1)], "a|--", values: values)
        }
        #expect(messages == [
            "The expected diagram \"a|--\" has 2 timelines (a new one starts after each terminal event), but an observer records one subscription; only the first is compared. Pad with spaces rather than \"-\" after a terminal event.",
        ])
    }

    @Test func matchingSubscriptionsReportNothing() {
        let issues = capturingIssues {
            assertMarbles([Subscription(0, 4), Subscription(2)], "^---!", "--^")
            assertMarbles([])
        }.issues
        #expect(issues.isEmpty)
    }

    @Test func subscriptionFailureDrawsBothLogsAtTheCallersLine() {
        var line: UInt = 0
        let issues = capturingIssues {
            line = #line; assertMarbles([Subscription(0, 6), Subscription(2)], "^---!")
        }.issues
        #expect(issues == [CapturedIssue(
            message: """
            Subscriptions differ from the marble diagrams (one frame per tick):
              expected: ^---!
              actual:   ^-----!
                        --^
              expected (0 : 4); actual (0 : 6), (2 : Infinity)
            """,
            fileID: #fileID,
            line: line
        )])
    }

    @Test func subscriptionFailureWhenNoneWasExpected() {
        let messages = reportedMessages {
            assertMarbles([Subscription(1, 3)])
        }
        #expect(messages == ["""
        Subscriptions differ from the marble diagrams (one frame per tick):
          expected: (none)
          actual:   -^-!
          expected none; actual (1 : 3)
        """])
    }

    @Test func malformedSubscriptionDiagramReportsTheProblem() {
        let messages = reportedMessages {
            assertMarbles([Subscription(0, 3)], "^--!", "^-a")
        }
        #expect(messages == ["""
        Event "a" in a subscription diagram, which holds only "-", "^" and "!" at column 3:
          ^-a
            ^
        """])
    }

    @Test func failureIsRecordedBySwiftTesting() {
        withKnownIssue {
            assertMarbles([.next(1, 1)], "--a", values: values)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("expected: --a") }
        }
    }
}
