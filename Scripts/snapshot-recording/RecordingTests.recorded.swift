import Ripple
import RippleSnapshotTesting
import RippleTest
import Testing
import XCTest

// The test file that Scripts/check-snapshot-recording.py copies into a scratch package: its
// assertions have no sheets yet, so the first run records them into the copy.

@Test func searchResults() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    let query = scheduler.createHotObservable("-s-w-----i------", values: ["s": "s", "w": "sw", "i": "swi"])
    let search = scheduler.mock(["r": ["swift"], "t": ["swift", "swiftui"]]) { (text: String) in
        text == "sw" ? "--r|" : "--t|"
    }
    let results = scheduler.record(
        query.debounce(.milliseconds(300), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest(search)
    )
    scheduler.start()

    assertMarbles(results) {
        """
        --------a-----b-
        a = ["swift"]
        b = ["swift", "swiftui"]
        """
    }
}

@Test func inputsAndOutputs() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let taps = scheduler.createHotObservable("-t 1.5s t--|", values: ["t": ()])
    let count = scheduler.record(taps.scan(0) { total, _ in total + 1 })
    scheduler.start()

    assertMarbles(["taps": taps, "count": count]) {
        """
        taps:  -a 1.5s a--|
               ^- 1.5s ---!
        count: -b 1.5s c--|
        a = ()
        b = 1
        c = 2
        """
    }
}

@Test func recordingTurnedOffAroundOneAssertion() {
    let events: [Recorded<Event<Int>>] = [.next(1, 1)]
    withSnapshotTesting(record: .never) {
        withKnownIssue {
            assertMarbles(events)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No expected value to assert against.") }
        }
    }
}

final class RecordingXCTests: XCTestCase {
    func testErrors() {
        let events: [Recorded<Event<String>>] = [.next(1, "a"), .error(3, URLError(.notConnectedToInternet))]
        assertMarbles(events) {
            """
            -a-#
            a = "a"
            # = URLError(code: .notConnectedToInternet)
            """
        }
    }
}

struct URLError: Error {
    enum Code { case notConnectedToInternet }
    let code: Code
    init(_ code: Code) { self.code = code }
}
