import Ripple
import RippleTest
import Testing

/// Scenario 4: a view model tested with marble timelines.
@Suite struct AddPostViewModelMarbleTests {
    private let texts = ["e": "", "ft": "feed", "fb": "feedback"]
    private let taps: [String: Void] = ["x": ()]
    private let bools = ["t": true, "f": false]

    @Test func sendsTheLatestTextShowsFailuresAndKeepsTheButtonWorking() {
        let scheduler = TestScheduler(initialClock: 0)
        let text = scheduler.createHotObservable("e---e------ft-----fb", values: texts)
        let sendTaps = scheduler.createHotObservable("-----x--------x-----x", values: taps)
        var attempts = 0
        let post = scheduler.recordingMock(["ok": "posted"], errors: ["#1": TestError(name: "offline")]) { (_: String) in
            attempts += 1
            return attempts == 1 ? "--#1" : "--ok"
        }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post.callAsFunction)

        let validatedText = scheduler.record(viewModel.validatedText)
        let sendEnabled = scheduler.record(viewModel.sendEnabled)
        let sent = scheduler.record(viewModel.sent)
        let failures = scheduler.record(viewModel.failures)
        scheduler.start()

        assertMarbles(validatedText, "f---f------t------t", values: bools)
        assertMarbles(sendEnabled, "f----------t--f-t---f-t", values: bools)
        assertMarbles(sent, "----------------------fb", values: texts)
        assertMarbles(failures, "----------------o", values: ["o": "offline"])
        #expect(post.calls.map(\.argument) == ["feed", "feedback"])
        #expect(post.calls.map(\.subscriptions) == [[Subscription(14, 16)], [Subscription(20, 22)]])
        // `record` keeps its subscription, and the view model its own to `text` and `sendTaps`.
        #expect(text.subscriptions == [Subscription(0), Subscription(0)])
        #expect(sendTaps.subscriptions == [Subscription(0)])
    }

    @Test func sendEnabledReplaysItsLatestValueToLateSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let text = scheduler.createHotObservable("e---ft", values: texts)
        let sendTaps = scheduler.createHotObservable("", values: taps)
        let post: (String) -> Observable<String> = scheduler.mock(["ok": "posted"]) { _ in "--ok" }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post)
        let late = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(7) { _ = viewModel.sendEnabled.subscribe(late) }
        scheduler.start()
        assertMarbles(late, "-------t", values: bools)
    }

    @Test func tapsWhileSendingAreIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let text = scheduler.createHotObservable("ft", values: texts)
        let sendTaps = scheduler.createHotObservable("--x-x--x", values: taps)
        let post = scheduler.recordingMock(["ok": "posted"]) { (_: String) in "----ok" }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post.callAsFunction)
        let sendEnabled = scheduler.record(viewModel.sendEnabled)
        let sent = scheduler.record(viewModel.sent)
        scheduler.start()
        assertMarbles(sendEnabled, "t-f---tf---t", values: bools)
        assertMarbles(sent, "------ft---ft", values: texts)
        #expect(post.calls.map(\.subscriptions) == [[Subscription(2, 6)], [Subscription(7, 11)]])
    }
}
