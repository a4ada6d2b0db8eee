import Ripple
import RippleTest
import Testing

@Suite struct MarbleMockTests {
    private let values = ["ok": "posted", "a": "a"]
    private let errors: [String: Error] = ["#1": TestError(name: "offline")]

    @Test func mockIsAFunctionReturningObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let post: (String) -> Observable<String> = scheduler.mock(values) { text in
            text.isEmpty ? "#" : "--ok|"
        }
        let posted = scheduler.record(post("hello"))
        let failed = scheduler.record(post(""))
        scheduler.start()
        assertMarbles(posted, "--ok|", values: values)
        assertMarbles(failed, "#", values: values)
    }

    @Test func successiveSubscriptionsReplaySuccessiveTimelines() {
        let scheduler = TestScheduler(initialClock: 0)
        let post = scheduler.recordingMock(values, errors: errors) { (_: String) in "--#1 a-ok|" }
        let source = post("hello")
        let first = scheduler.record(source)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(5) { _ = source.subscribe(second) }
        scheduler.start()
        assertMarbles(first, "--#1", values: values, errors: errors)
        #expect(second.events == [.next(5, "a"), .next(7, "posted"), .completed(9)])
        #expect(post.calls.count == 1)
        #expect(post.calls[0].argument == "hello")
        #expect(post.calls[0].diagram == "--#1 a-ok|")
        #expect(post.calls[0].subscriptions == [Subscription(0, 2), Subscription(5, 9)])
    }

    @Test func retryGetsTheNextTimeline() {
        let scheduler = TestScheduler(initialClock: 0)
        let post = scheduler.recordingMock(values, errors: errors) { (_: String) in "--#1--ok|" }
        let result = scheduler.record(post("hello").retry(2))
        scheduler.start()
        assertMarbles(result, "----ok|", values: values)
        #expect(result.events == [.next(4, "posted"), .completed(6)])
        #expect(post.calls.map(\.subscriptions) == [[Subscription(0, 2), Subscription(2, 6)]])
    }

    @Test func eachCallGetsItsOwnObservableFromTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let post = scheduler.recordingMock(values) { (delay: Int) in String(repeating: "-", count: delay) + "ok|" }
        let slow = scheduler.record(post(3))
        let fast = scheduler.record(post(1))
        scheduler.start()
        assertMarbles(slow, "---ok|", values: values)
        assertMarbles(fast, "-ok|", values: values)
        #expect(post.calls.map(\.argument) == [3, 1])
        #expect(post.calls.map(\.diagram) == ["---ok|", "-ok|"])
        #expect(post.calls.map(\.subscriptions) == [[Subscription(0, 5)], [Subscription(0, 3)]])
    }

    @Test func disposalIsLogged() {
        let scheduler = TestScheduler(initialClock: 0)
        let post = scheduler.recordingMock(values) { (_: Void) in "-a---a" }
        let subscription = post(()).subscribe(scheduler.createObserver(String.self))
        scheduler.scheduleAt(3) { subscription.dispose() }
        scheduler.start()
        #expect(post.calls[0].subscriptions == [Subscription(0, 3)])
    }

    @Test func subscriptionBeyondTheLastTimelineFailsAtTheMockAndReceivesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var line: UInt = 0
        let captured = capturingIssues { () -> (TestableObserver<String>, MarbleMock<Void, String>) in
            line = #line; let post = scheduler.recordingMock(values) { (_: Void) in "-a|" }
            let source = post(()).map { _ -> String in throw TestError() }.retry(3)
            let result = scheduler.record(source)
            scheduler.start()
            return (result, post)
        }
        let (result, post) = captured.result
        #expect(result.events == [])
        #expect(post.calls[0].subscriptions == [Subscription(0, 1), Subscription(1)])
        #expect(captured.issues == [CapturedIssue(
            message: "Subscription 2 to the mock diagram \"-a|\", which has 1 timeline; it receives no events",
            fileID: #fileID,
            line: line
        )])
    }

    @Test func malformedDiagramFailsAtTheMockAndReplaysWhatWasRead() {
        let scheduler = TestScheduler(initialClock: 0)
        var line: UInt = 0
        let captured = capturingIssues { () -> TestableObserver<String> in
            line = #line; let post: (Int) -> Observable<String> = scheduler.mock(values) { _ in "-a-^ok" }
            let result = scheduler.record(post(1))
            scheduler.start()
            return result
        }
        #expect(captured.result.events == [.next(1, "a")])
        #expect(captured.issues == [CapturedIssue(
            message: """
            "^" in a cold diagram, which always starts at its subscription at column 4:
              -a-^ok
                 ^
            """,
            fileID: #fileID,
            line: line
        )])
    }
}
