import Ripple
import RippleCocoa
import RippleTest
import Testing
@testable import AddPost

/// The driver-based view model tested with marble diagrams under `SharingScheduler.mock`: the
/// inputs are hot test observables wrapped as a control property and a control event, the server
/// is `scheduler.mock`, and each output is recorded from time 0. The scheduler runs steps
/// scheduled for now at the same tick (no processing delay), so moving events to the sharing
/// scheduler does not shift them, and the diagrams are those of the observable-based model.
@Suite struct AddPostDriverViewModelTests {
    private let texts = ["e": "", "ft": "feed", "fb": "feedback", "b": "   "]
    private let taps: [String: Void] = ["x": ()]
    private let bools = ["t": true, "f": false]
    private let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)

    @Test func aFailedPostShowsTheErrorAndTheButtonKeepsWorking() {
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable("e----------ft-------fb", values: texts)
            let sendTaps = scheduler.createHotObservable("-----x-------x--------x", values: taps)
            let post = scheduler.recordingMock(["ok": "post-1"], errors: ["#1": Offline()]) { (text: String) in
                text == "feed" ? "--#1" : "---ok|"
            }
            let viewModel = AddPostDriverViewModel(text: textField(text), sendTaps: ControlEvent(events: sendTaps), post: post.callAsFunction)

            let validatedText = scheduler.record(viewModel.validatedText)
            let isSending = scheduler.record(viewModel.isSending)
            let sendEnabled = scheduler.record(viewModel.sendEnabled)
            let errors = scheduler.record(viewModel.errors)
            let sent = scheduler.record(viewModel.sent)
            scheduler.start()

            assertMarbles(validatedText, "f----------t--------t", values: bools)
            assertMarbles(isSending, "f------------t-f------t----f", values: bools)
            assertMarbles(sendEnabled, "f----------t-f-t------f----t", values: bools)
            assertMarbles(errors, "---------------o", values: ["o": "Not sent: offline"])
            assertMarbles(sent, "-------------------------fb", values: texts)
            #expect(post.calls.map(\.argument) == ["feed", "feedback"])
            #expect(post.calls.map(\.subscriptions) == [[Subscription(13, 15)], [Subscription(22, 27)]])
            assertMarbles(sendTaps.subscriptions, "^")
        }
    }

    @Test func tapsWhileSendingAreIgnored() {
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable("ft", values: texts)
            let sendTaps = scheduler.createHotObservable("--x-x--x", values: taps)
            let post = scheduler.recordingMock(["ok": "post-1"]) { (_: String) in "----(ok|)" }
            let viewModel = AddPostDriverViewModel(text: textField(text), sendTaps: ControlEvent(events: sendTaps), post: post.callAsFunction)

            let sendEnabled = scheduler.record(viewModel.sendEnabled)
            let sent = scheduler.record(viewModel.sent)
            scheduler.start()

            assertMarbles(sendEnabled, "t-f---tf---t", values: bools)
            assertMarbles(sent, "------ft---ft", values: texts)
            #expect(post.calls.map(\.subscriptions) == [[Subscription(2, 6)], [Subscription(7, 11)]])
        }
    }

    @Test func blankTextCannotBeSent() {
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable("b--ft", values: texts)
            let sendTaps = scheduler.createHotObservable("-x", values: taps)
            let post: (String) -> Observable<String> = scheduler.mock(["ok": "post-1"]) { _ in "-ok|" }
            let viewModel = AddPostDriverViewModel(text: textField(text), sendTaps: ControlEvent(events: sendTaps), post: post)

            let sendEnabled = scheduler.record(viewModel.sendEnabled)
            let sent = scheduler.record(viewModel.sent)
            scheduler.start()

            assertMarbles(sendEnabled, "f--t", values: bools)
            #expect(sent.events.isEmpty)
        }
    }

    @Test func sendEnabledReplaysTheLatestToLateSubscribers() {
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable("e---ft", values: texts)
            let sendTaps = scheduler.createHotObservable("", values: taps)
            let post: (String) -> Observable<String> = scheduler.mock(["ok": "post-1"]) { _ in "-ok|" }
            let viewModel = AddPostDriverViewModel(text: textField(text), sendTaps: ControlEvent(events: sendTaps), post: post)

            let button = scheduler.record(viewModel.sendEnabled)
            let late = scheduler.createObserver(Bool.self)
            scheduler.scheduleAt(7) { _ = viewModel.sendEnabled.drive(late) }
            scheduler.start()

            assertMarbles(button, "f---t", values: bools)
            assertMarbles(late, "-------t", values: bools)
            assertMarbles(text.subscriptions, "^")
        }
    }

    @Test func leavingTheScreenCancelsThePostAndStopsTheActivity() {
        SharingScheduler.mock(scheduler: scheduler) {
            let text = scheduler.createHotObservable("ft", values: texts)
            let sendTaps = scheduler.createHotObservable("--x", values: taps)
            let post = scheduler.recordingMock(["ok": "post-1"]) { (_: String) in "-----ok|" }
            let viewModel = AddPostDriverViewModel(text: textField(text), sendTaps: ControlEvent(events: sendTaps), post: post.callAsFunction)

            let isSending = scheduler.record(viewModel.isSending)
            let sent = scheduler.createObserver(String.self)
            let subscription = viewModel.sent.emit(to: sent)
            scheduler.scheduleAt(4) { subscription.dispose() }
            scheduler.start()

            #expect(sent.events.isEmpty)
            assertMarbles(isSending, "f-t-f", values: bools)
            #expect(post.calls.map(\.subscriptions) == [[Subscription(2, 4)]])
            assertMarbles(sendTaps.subscriptions, "^---!")
        }
    }

    /// A text field whose text is `text`, as `textField.rx.text` would be.
    private func textField(_ text: TestableObservable<String>) -> ControlProperty<String?> {
        ControlProperty(values: text.map { $0 as String? }, valueSink: AnyObserver { _ in })
    }
}

/// The device is offline.
private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}
