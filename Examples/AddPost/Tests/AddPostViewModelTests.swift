import Ripple
import RippleTest
import Testing
@testable import AddPost

/// The view model tested with marble diagrams: inputs are hot test observables drawn as strings,
/// the server is `scheduler.mock`, and each output is recorded from time 0 and compared with its
/// own diagram. One frame is one tick of virtual time.
@Suite struct AddPostViewModelTests {
    private let texts = ["e": "", "ft": "feed", "fb": "feedback", "b": "   "]
    private let taps: [String: Void] = ["x": ()]
    private let bools = ["t": true, "f": false]
    private let scheduler = TestScheduler(initialClock: 0)

    @Test func aFailedPostShowsTheErrorAndTheButtonKeepsWorking() {
        let text = scheduler.createHotObservable("e----------ft-------fb", values: texts)
        let sendTaps = scheduler.createHotObservable("-----x-------x--------x", values: taps)
        let post = scheduler.recordingMock(["ok": "post-1"], errors: ["#1": Offline()]) { (text: String) in
            text == "feed" ? "--#1" : "---ok|"
        }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post.callAsFunction)

        let validatedText = scheduler.record(viewModel.validatedText)
        let sendEnabled = scheduler.record(viewModel.sendEnabled)
        let errors = scheduler.record(viewModel.errors)
        let sent = scheduler.record(viewModel.sent)
        scheduler.start()

        assertMarbles(validatedText, "f----------t--------t", values: bools)
        assertMarbles(sendEnabled, "f----------t-f-t------f----t", values: bools)
        assertMarbles(errors, "---------------o", values: ["o": "Not sent: offline"])
        assertMarbles(sent, "-------------------------fb", values: texts)
        #expect(post.calls.map(\.argument) == ["feed", "feedback"])
        #expect(post.calls.map(\.subscriptions) == [[Subscription(13, 15)], [Subscription(22, 27)]])
        #expect(sendTaps.subscriptions == [Subscription(0, 1000)])  // `record` disposes at 1000
    }

    @Test func tapsWhileSendingAreIgnored() {
        let text = scheduler.createHotObservable("ft", values: texts)
        let sendTaps = scheduler.createHotObservable("--x-x--x", values: taps)
        let post = scheduler.recordingMock(["ok": "post-1"]) { (_: String) in "----(ok|)" }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post.callAsFunction)

        let sendEnabled = scheduler.record(viewModel.sendEnabled)
        let sent = scheduler.record(viewModel.sent)
        scheduler.start()

        assertMarbles(sendEnabled, "t-f---tf---t", values: bools)
        assertMarbles(sent, "------ft---ft", values: texts)
        #expect(post.calls.map(\.subscriptions) == [[Subscription(2, 6)], [Subscription(7, 11)]])
    }

    @Test func blankTextCannotBeSent() {
        let text = scheduler.createHotObservable("b--ft", values: texts)
        let sendTaps = scheduler.createHotObservable("-x", values: taps)
        let post: (String) -> Observable<String> = scheduler.mock(["ok": "post-1"]) { _ in "-ok|" }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post)

        let sendEnabled = scheduler.record(viewModel.sendEnabled)
        let sent = scheduler.record(viewModel.sent)
        scheduler.start()

        assertMarbles(sendEnabled, "f--t", values: bools)
        #expect(sent.events.isEmpty)
    }

    @Test func sendEnabledReplaysTheLatestToLateSubscribers() {
        let text = scheduler.createHotObservable("e---ft", values: texts)
        let sendTaps = scheduler.createHotObservable("", values: taps)
        let post: (String) -> Observable<String> = scheduler.mock(["ok": "post-1"]) { _ in "-ok|" }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post)

        let button = scheduler.record(viewModel.sendEnabled)
        let late = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(7) { _ = viewModel.sendEnabled.subscribe(late) }
        scheduler.start()

        assertMarbles(button, "f---t", values: bools)
        assertMarbles(late, "-------t", values: bools)
        assertMarbles(text.subscriptions, "^")
    }

    @Test func leavingTheScreenCancelsThePost() {
        let text = scheduler.createHotObservable("ft", values: texts)
        let sendTaps = scheduler.createHotObservable("--x", values: taps)
        let post = scheduler.recordingMock(["ok": "post-1"]) { (_: String) in "-----ok|" }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post.callAsFunction)

        let sent = scheduler.createObserver(String.self)
        let subscription = viewModel.sent.subscribe(sent)
        scheduler.scheduleAt(4) { subscription.dispose() }
        scheduler.start()

        #expect(sent.events.isEmpty)
        #expect(post.calls.map(\.subscriptions) == [[Subscription(2, 4)]])
        assertMarbles(sendTaps.subscriptions, "^---!")
    }
}

/// The device is offline.
private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}
