import Ripple
import RippleSnapshotTesting
import RippleTest
import Testing
@testable import AddPost

/// The view model tested with recorded marble sheets: the inputs are hot test observables drawn
/// as strings, the server is `scheduler.recordingMock`, and one sheet shows the inputs with their
/// subscriptions, the posts sent to the server with theirs, and every output, on one time axis.
/// The sheets were recorded by the tests' first run (`assertMarbles` without a sheet); one
/// character is one tick of virtual time.
@Suite(.snapshots(record: .never)) struct AddPostViewModelTests {
    private let texts = ["e": "", "ft": "feed", "fb": "feedback", "b": "   "]
    private let taps: [String: Void] = ["x": ()]
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

        assertMarbles([
            "text": text,
            "sendTaps": sendTaps,
            "post": post,
            "validatedText": validatedText,
            "sendEnabled": sendEnabled,
            "errors": errors,
            "sent": sent,
        ]) {
            """
            text:          a----------d--------g-------
                           ^---------------------------
                           ^---------------------------
                           ^---------------------------
            sendTaps:      -----c-------c--------c-----
                           ^---------------------------
            post:          -------------d--------g-----
                           -------------^-!
                           ----------------------^----!
            validatedText: b----------e--------e-------
            sendEnabled:   b----------e-b-e------b----e
            errors:        ---------------f------------
            sent:          -------------------------g--
            a = ""
            b = false
            c = ()
            d = "feed"
            e = true
            f = "Not sent: offline"
            g = "feedback"
            """
        }
    }

    @Test func tapsWhileSendingAreIgnored() {
        let text = scheduler.createHotObservable("ft", values: texts)
        let sendTaps = scheduler.createHotObservable("--x-x--x", values: taps)
        let post = scheduler.recordingMock(["ok": "post-1"]) { (_: String) in "----(ok|)" }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post.callAsFunction)

        let sendEnabled = scheduler.record(viewModel.sendEnabled)
        let sent = scheduler.record(viewModel.sent)
        scheduler.start()

        assertMarbles(["sendTaps": sendTaps, "post": post, "sendEnabled": sendEnabled, "sent": sent]) {
            """
            sendTaps:    --b-b--b----
                         ^-----------
            post:        --c----c----
                         --^---!
                         -------^---!
            sendEnabled: a-d---ad---a
            sent:        ------c----c
            a = true
            b = ()
            c = "feed"
            d = false
            """
        }
    }

    @Test func blankTextCannotBeSent() {
        let text = scheduler.createHotObservable("b--ft", values: texts)
        let sendTaps = scheduler.createHotObservable("-x", values: taps)
        let post = scheduler.recordingMock(["ok": "post-1"]) { (_: String) in "-ok|" }
        let viewModel = AddPostViewModel(text: text.asObservable(), sendTaps: sendTaps.asObservable(), post: post.callAsFunction)

        let sendEnabled = scheduler.record(viewModel.sendEnabled)
        let sent = scheduler.record(viewModel.sent)
        scheduler.start()

        assertMarbles(["text": text, "sendTaps": sendTaps, "post": post, "sendEnabled": sendEnabled, "sent": sent]) {
            """
            text:        a--d
                         ^---
                         ^---
            sendTaps:    -c--
                         ^---
            post:        ----
            sendEnabled: b--e
            sent:        ----
            a = "   "
            b = false
            c = ()
            d = "feed"
            e = true
            """
        }
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

        assertMarbles(["text": text, "button": button, "late": late]) {
            """
            text:   a---c---
                    ^-------
            button: b---d---
            late:   -------d
            a = ""
            b = false
            c = "feed"
            d = true
            """
        }
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

        assertMarbles(["sendTaps": sendTaps, "post": post, "sent": sent]) {
            """
            sendTaps: --a--
                      ^---!
            post:     --b--
                      --^-!
            sent:     -----
            a = ()
            b = "feed"
            """
        }
    }
}

/// The device is offline.
private struct Offline: Error, CustomStringConvertible {
    var description: String { "offline" }
}
