import Ripple
import RippleTest
import Testing

@Suite struct MarbleErrorTests {
    private let values = ["a": 1, "b": 2, "ft": 3]
    private let errors: [String: Error] = ["#1": TestError()]

    private func parseError(_ diagram: String) -> MarbleError? {
        do {
            _ = try Marbles.parse(diagram, values: values, errors: errors)
            return nil
        } catch {
            return error
        }
    }

    private func subscriptionError(_ diagram: String) -> MarbleError? {
        do {
            _ = try Marbles.parseSubscription(diagram)
            return nil
        } catch {
            return error
        }
    }

    @Test func unknownValueShowsCaretUnderItsColumn() {
        let error = parseError("--ax-|")
        #expect(error?.problem == .unknownValue("x", known: ["a", "b", "ft"]))
        #expect(error?.column == 4)
        #expect(error?.message == """
        Unknown value name "x" (values: "a", "b", "ft") at column 4:
          --ax-|
             ^
        """)
        #expect(error?.description == error?.message)
    }

    @Test func unknownValueNamesTheWholeUnmatchedRun() {
        #expect(parseError("-fx")?.problem == .unknownValue("fx", known: ["a", "b", "ft"]))
    }

    @Test func columnsCountWhitespaceAndCaretKeepsTabs() {
        let error = parseError("\t-- z")
        #expect(error?.column == 5)
        #expect(error?.message == "Unknown value name \"z\" (values: \"a\", \"b\", \"ft\") at column 5:\n  \t-- z\n  \t   ^")
    }

    @Test func unknownErrorName() {
        let error = parseError("-a#2|")
        #expect(error?.problem == .unknownError("#2", known: ["#1"]))
        #expect(error?.column == 3)
        #expect(error?.message == """
        Unknown error name "#2" (errors: "#1") at column 3:
          -a#2|
            ^
        """)
    }

    @Test func hashFollowedByNameIsAnErrorNameEvenIfItIsAValueName() {
        #expect(parseError("-#a")?.problem == .unknownError("#a", known: ["#1"]))
    }

    @Test func unclosedGroupPointsAtItsParenthesis() {
        let error = parseError("-(ab-")
        #expect(error?.problem == .notAllowedInGroup("-"))
        let unclosed = parseError("-(ab")
        #expect(unclosed?.problem == .unclosedGroup)
        #expect(unclosed?.column == 2)
        #expect(unclosed?.message == """
        Group opened with "(" is never closed at column 2:
          -(ab
           ^
        """)
    }

    @Test func closingParenthesisWithoutGroup() {
        let error = parseError("a)")
        #expect(error?.problem == .unopenedGroup)
        #expect(error?.column == 2)
    }

    @Test func nestedGroup() {
        let error = parseError("((a))")
        #expect(error?.problem == .nestedGroup)
        #expect(error?.column == 2)
    }

    @Test func emptyGroupPointsAtItsParenthesis() {
        let error = parseError("--()")
        #expect(error?.problem == .emptyGroup)
        #expect(error?.column == 3)
        #expect(error?.message == """
        Empty group at column 3:
          --()
            ^
        """)
    }

    @Test func framesAndTimeProgressionsAreNotAllowedInGroups() {
        #expect(parseError("(a-b)")?.problem == .notAllowedInGroup("-"))
        #expect(parseError("(a-b)")?.column == 3)
        #expect(parseError("(a{2}b)")?.problem == .notAllowedInGroup("{"))
    }

    @Test func eventAfterTerminalEventInGroup() {
        let error = parseError("(a|b)")
        #expect(error?.problem == .eventAfterTerminalInGroup)
        #expect(error?.column == 4)
    }

    @Test func secondCaret() {
        let error = parseError("-^-a|-^")
        #expect(error?.problem == .secondSubscriptionPoint)
        #expect(error?.column == 7)
        #expect(error?.message == """
        Second "^" (only one is allowed) at column 7:
          -^-a|-^
                ^
        """)
    }

    @Test func exclamationMarkInEventDiagram() {
        let error = parseError("-a!")
        #expect(error?.problem == .unsubscriptionInEventDiagram)
        #expect(error?.column == 3)
    }

    @Test func questionMarkOnlyAppearsInRenderedDiagrams() {
        let error = parseError("-?")
        #expect(error?.problem == .unnamedMarker)
        #expect(error?.column == 2)
    }

    @Test func malformedTimeProgressions() {
        for diagram in ["a{", "a{}", "a{1", "a{1a}", "a{x}", "a{ 1}"] {
            let error = parseError(diagram)
            #expect(error?.problem == .malformedTimeProgression, "\(diagram)")
            #expect(error?.column == 2, "\(diagram)")
        }
        #expect(parseError("a}")?.problem == .malformedTimeProgression)
        #expect(parseError("a}")?.message == """
        A time progression is written "{" digits "}", such as {10} at column 2:
          a}
           ^
        """)
    }

    @Test func timeProgressionsBeyondTheLimitSayTheLimit() {
        for diagram in ["a{1000000000}", "a{9999999999}", "a{99999999999999999999999}"] {
            let error = parseError(diagram)
            #expect(error?.problem == .timeProgressionTooLong(maximum: 999_999_999), "\(diagram)")
            #expect(error?.column == 2, "\(diagram)")
        }
        #expect(parseError("a{9999999999}")?.message == """
        Time progression longer than the limit of 999999999 frames at column 2:
          a{9999999999}
           ^
        """)
        #expect(parseError("a{999999999}|") == nil)
        #expect(parseError("a{0000000007}|") == nil)
    }

    @Test func subscriptionDiagramProblems() {
        #expect(subscriptionError("--a-!")?.problem == .eventInSubscriptionDiagram("a"))
        #expect(subscriptionError("--a-!")?.column == 3)
        #expect(subscriptionError("^--|")?.problem == .eventInSubscriptionDiagram("|"))
        #expect(subscriptionError("^--#")?.problem == .eventInSubscriptionDiagram("#"))
        #expect(subscriptionError("^--#1")?.problem == .eventInSubscriptionDiagram("#1"))
        #expect(subscriptionError("^-^")?.problem == .secondSubscriptionPoint)
        #expect(subscriptionError("^-!!")?.problem == .secondUnsubscriptionPoint)
        #expect(subscriptionError("^-!!")?.column == 4)
        #expect(subscriptionError("-!-^")?.problem == .unsubscriptionBeforeSubscription)
        #expect(subscriptionError("-(!^)")?.problem == .unsubscriptionBeforeSubscription)
        #expect(subscriptionError("-()^")?.problem == .emptyGroup)
        #expect(subscriptionError("-(^")?.problem == .unclosedGroup)
        #expect(subscriptionError("(^(!))")?.problem == .nestedGroup)
        #expect(subscriptionError("^)")?.problem == .unopenedGroup)
        #expect(subscriptionError("(^-!)")?.problem == .notAllowedInGroup("-"))
        #expect(subscriptionError("^-?")?.problem == .unnamedMarker)
    }

    @Test func missingCaretInSubscriptionDiagramPointsPastTheEnd() {
        let error = subscriptionError("---!")
        #expect(error?.problem == .unsubscriptionBeforeSubscription)
        let missing = subscriptionError("----")
        #expect(missing?.problem == .missingSubscriptionPoint)
        #expect(missing?.column == 5)
        #expect(missing?.message == """
        Subscription diagram without "^" at column 5:
          ----
              ^
        """)
    }

    @Test func caretIsRejectedInColdDiagrams() {
        let scheduler = TestScheduler(initialClock: 0)
        let messages = reportedMessages {
            _ = scheduler.createColdObservable("-a^b", values: values)
        }
        #expect(messages == ["""
        "^" in a cold diagram, which always starts at its subscription at column 3:
          -a^b
            ^
        """])
    }
}
