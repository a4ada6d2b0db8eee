import Ripple
import RippleTest
import Testing

/// The view model that hard-codes `MainScheduler.instance` and a
/// `ConcurrentDispatchQueueScheduler`, tested in virtual time without changing it.
@Suite struct ProfileViewModelTests {
    /// One tick is 100 ms: the debounce is 3 ticks, the timeout 20.
    private func makeScheduler() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.1)
    }

    @Test func savesTheNameOncePausedAndLoadsItsProfileInVirtualTime() {
        let scheduler = makeScheduler()
        scheduler.virtualizing {
            let edits = scheduler.createHotObservable("-a-b-----c-----", values: ["a": "A", "b": "Ab", "c": "Abc"])
            let load = scheduler.mock(["p": "profile of Ab", "q": "profile of Abc"]) { (name: String) in
                name == "Ab" ? "--p|" : "--q|"
            }
            let viewModel = ProfileViewModel(nameEdits: edits.asObservable(), loadProfile: load)
            let saved = scheduler.record(viewModel.savedName)
            let profile = scheduler.record(viewModel.profile)
            scheduler.start()

            // Typing pauses 300 ms after "Ab" (3 + 3) and after "Abc" (9 + 3).
            assertMarbles(saved, "------b-----c", values: ["b": "Ab", "c": "Abc"])
            // The load is subscribed on the background scheduler one tick later (7), answers two
            // ticks after (9), and is delivered on the main scheduler one tick after that (10).
            assertMarbles(profile, "----------p-----q", values: ["p": "profile of Ab", "q": "profile of Abc"])
            // One subscription for each recorded output.
            assertMarbles(edits.subscriptions, "^", "^")
        }
    }

    @Test func aLoadThatNeverAnswersTimesOutAfterTwoSecondsOfVirtualTime() {
        let scheduler = makeScheduler()
        scheduler.virtualizing {
            let edits = scheduler.createHotObservable("-a", values: ["a": "A"])
            let load = scheduler.mock([String: String]()) { (_: String) in "-" }
            let viewModel = ProfileViewModel(nameEdits: edits.asObservable(), loadProfile: load)
            let profile = scheduler.record(viewModel.profile)
            scheduler.start()

            // Saved at 4, when `timeout` subscribes (the load is subscribed on the background
            // scheduler at 5); it times out 20 ticks later (24), and the fallback is delivered on
            // the main scheduler at 25.
            let expected = String(repeating: "-", count: 25) + "u"
            assertMarbles(profile, expected, values: ["u": "unavailable"])
            scheduler.assertNothingPending()
        }
    }

    @Test func theProfileLetsGoAtEveryFrameWhileItsSchedulersAreVirtual() {
        let issues = capturingIssues {
            assertDisposalAtEveryFrame(values: ["p": "profile of Ab"], virtualizing: true, makeScheduler: makeScheduler) { scheduler in
                let edits = scheduler.createHotObservable("-a-b------", values: ["a": "A", "b": "Ab"])
                let load = scheduler.mock(["p": "profile of Ab"]) { (_: String) in "--p|" }
                return ProfileViewModel(nameEdits: edits.asObservable(), loadProfile: load).profile
            }
        }.issues
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }
}
