import Ripple
import RippleTest
import Testing

@Suite struct TestSchedulerMarblesTests {
    private let values = ["a": 1, "b": 2, "c": 3]
    private let tens = ["A": 10, "B": 20, "C": 30]

    @Test func hotObservableEmitsAtAbsoluteFrames() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a--b--|", values: values)
        let res = scheduler.record(xs.map { $0 * 10 })
        scheduler.start()
        #expect(res.events == [.next(2, 10), .next(5, 20), .completed(8)])
        assertMarbles(res, "--A--B--|", values: tens)
        #expect(xs.recordedEvents == [.next(2, 1), .next(5, 2), .completed(8)])
        #expect(xs.subscriptions == [Subscription(0, 8)])
        assertMarbles(xs.subscriptions, "^-------!")
    }

    @Test func hotObservableEmitsWhetherOrNotAnyoneListens() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-b-c|", values: values)
        let res = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(2) { _ = xs.subscribe(res) }
        scheduler.start()
        assertMarbles(res, "---b-c|", values: values)
        assertMarbles(xs.subscriptions, "--^")
    }

    @Test func hotObservableNeverEmitsEventsBeforeCaret() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("a-b-^-c|", values: values)
        let res = scheduler.record(xs)
        scheduler.start()
        #expect(xs.recordedEvents == [.next(2, 3), .completed(3)])
        #expect(res.events == [.next(2, 3), .completed(3)])
        #expect(xs.subscriptions == [Subscription(0, 3)])
    }

    @Test func hotObservableLeavesOutEventsBeforeTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.advanceTo(5)
        let xs = scheduler.createHotObservable("--a----b|", values: values)
        let res = scheduler.record(xs)
        scheduler.start()
        #expect(xs.recordedEvents == [.next(7, 2), .completed(8)])
        #expect(res.events == [.next(7, 2), .completed(8)])
        #expect(xs.subscriptions == [Subscription(5, 8)])
    }

    @Test func coldObservableEmitsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-(b|)", values: values)
        let first = scheduler.record(xs)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(4) { _ = xs.asObservable().subscribe(second) }
        scheduler.start()
        assertMarbles(first, "-a-(b|)", values: values)
        assertMarbles(second, "-----a-(b|)", values: values)
        #expect(second.events == [.next(5, 1), .next(7, 2), .completed(7)])
        assertMarbles(xs.subscriptions, "^--!", "----^--!")
        #expect(xs.subscriptions == [Subscription(0, 3), Subscription(4, 7)])
    }

    @Test func recordSubscribesNowAndRecordsWithTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.record(Observable.of(1, 2, 3))
        #expect(res.events == [.next(0, 1), .next(0, 2), .next(0, 3), .completed(0)])
        assertMarbles(res, "(abc|)", values: values)
    }

    @Test func recordedObserverSeesErrorsByName() {
        let scheduler = TestScheduler(initialClock: 0)
        let errors: [String: Error] = ["#1": TestError(name: "one")]
        let xs = scheduler.createColdObservable("-a-#1", values: values, errors: errors)
        let res = scheduler.record(xs.map { $0 })
        scheduler.start()
        #expect(res.events == [.next(1, 1), .error(3, TestError(name: "one"))])
        assertMarbles(res, "-a-#1", values: values, errors: errors)
        assertMarbles(xs.subscriptions, "^--!")
    }

    @Test func parseEventsAndTimesReturnsTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let timelines = scheduler.parseEventsAndTimes("e----------ft------", values: ["e": "", "ft": "feed"])
        #expect(timelines == [[.next(0, ""), .next(11, "feed")]])
    }

    @Test func parseEventsAndTimesReportsAtTheCallerAndReturnsWhatItRead() {
        let scheduler = TestScheduler(initialClock: 0)
        var line: UInt = 0
        let captured = capturingIssues {
            line = #line; return scheduler.parseEventsAndTimes("-a-b|-c-x", values: values)
        }
        #expect(captured.result == [[.next(1, 1), .next(3, 2), .completed(4)], [.next(1, 3)]])
        #expect(captured.issues == [CapturedIssue(
            message: """
            Unknown value name "x" (values: "a", "b", "c") at column 9:
              -a-b|-c-x
                      ^
            """,
            fileID: #fileID,
            line: line
        )])
    }

    @Test func malformedHotDiagramReportsAndKeepsWhatItRead() {
        let scheduler = TestScheduler(initialClock: 0)
        let captured = capturingIssues {
            scheduler.createHotObservable("-a-(b", values: values)
        }
        #expect(captured.result.recordedEvents == [.next(1, 1), .next(3, 2)])
        #expect(captured.issues.map(\.message) == ["""
        Group opened with "(" is never closed at column 4:
          -a-(b
             ^
        """])
    }

    @Test func testObservableDiagramWithSeveralTimelinesUsesTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let captured = capturingIssues {
            scheduler.createColdObservable("-a|--", values: values)
        }
        #expect(captured.result.recordedEvents == [.next(1, 1), .completed(2)])
        #expect(captured.issues.map(\.message) == [
            "The diagram \"-a|--\" has 2 timelines (a new one starts after each terminal event); a test observable emits only the first. Pad with spaces rather than \"-\" after a terminal event.",
        ])
    }

    @Test func correctDiagramsReportNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let issues = capturingIssues {
            _ = scheduler.createHotObservable("a-^-b|  ", values: values)
            _ = scheduler.createColdObservable("  a-b|", values: values)
            _ = scheduler.parseEventsAndTimes("a|b|", values: values)
        }.issues
        #expect(issues.isEmpty)
    }
}
