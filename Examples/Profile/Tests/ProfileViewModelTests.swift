import Profile
import Ripple
import RippleTest
import Testing

/// The profile screen's model, hard-coded schedulers and all, in virtual time: one frame per
/// tick of 100 ms.
@Suite struct ProfileViewModelTests {
    private let statuses: [String: ProfileViewModel.Status] = [
        "e": .editing, "l": .loading("Ada"), "p": .loaded("Ada Lovelace"), "u": .unavailable,
    ]

    private func makeScheduler() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.1)
    }

    @Test func loadsTheProfileOnceTypingPauses() {
        let scheduler = makeScheduler()
        scheduler.virtualizing {
            let edits = scheduler.createHotObservable("-a-b", values: ["a": "Ad", "b": "Ada"])
            let load = scheduler.mock(["p": "Ada Lovelace"]) { (_: String) in "--p|" }
            let viewModel = ProfileViewModel(nameEdits: edits.asObservable(), loadProfile: load)
            let status = scheduler.record(viewModel.status)
            scheduler.start()
            // Saved at 6 (300 ms after the last edit), shown loading at 7; the load, subscribed on
            // the background queue at 7, answers at 9 and is shown at 10.
            assertMarbles(status, "e------l--p", values: statuses)
        }
    }

    @Test(.virtualizingSchedulers) func aSlowServerTimesOutAfterTwoSeconds() {
        let scheduler = makeScheduler()
        let edits = scheduler.createHotObservable("-b", values: ["b": "Ada"])
        let load = scheduler.mock([String: String]()) { (_: String) in "-" }
        let viewModel = ProfileViewModel(nameEdits: edits.asObservable(), loadProfile: load)
        let status = scheduler.record(viewModel.status)
        scheduler.start()
        // Saved at 4; the timeout, started then, fires 20 ticks later and is shown at 25.
        assertMarbles(status, "e----l-------------------u", values: statuses)
        scheduler.assertNothingPending()
    }

    @Test(.virtualizingSchedulers, .stepRecorders) func stepByStep() {
        let scheduler = makeScheduler()
        let edits = scheduler.createHotObservable("-a-b", values: ["a": "Ad", "b": "Ada"])
        let load = scheduler.mock(["p": "Ada Lovelace"]) { (_: String) in "--p|" }
        let viewModel = ProfileViewModel(nameEdits: edits.asObservable(), loadProfile: load)
        let status = scheduler.stepRecorder(for: viewModel.status, name: "status")
        let saved = scheduler.stepRecorder(for: viewModel.savedName, name: "saved name")

        status.expectNext(.editing)
        scheduler.advanceTo(5)
        status.expectNoEvents()
        scheduler.advanceTo(7)
        saved.expectNext("Ada")
        status.expectNext(.loading("Ada"))
        scheduler.advanceTo(10)
        status.expectNext(.loaded("Ada Lovelace"))
        // `saved name` and `status` never complete: nothing is left unread.
    }

    @Test func letsGoAtEveryFrame() {
        assertDisposalAtEveryFrame(values: statuses, virtualizing: true, makeScheduler: makeScheduler) { scheduler in
            let edits = scheduler.createHotObservable("-a-b------", values: ["a": "Ad", "b": "Ada"])
            let load = scheduler.mock(["p": "Ada Lovelace"]) { (_: String) in "--p|" }
            return ProfileViewModel(nameEdits: edits.asObservable(), loadProfile: load).status
        }
    }
}
