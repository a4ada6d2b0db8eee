import Ripple
import TestSupport
import Testing

/// The flags a multi-source sink keeps for its sources' ends.
@Suite struct FlagRowTests {
    @Test func flagsStartClearAndStaySetOnceSet() {
        let flags = FlagRow(count: 3)
        let initially = (0..<3).map { flags[$0] }
        #expect(initially == [false, false, false])
        flags.set(1)
        flags.set(1)
        let afterwards = (0..<3).map { flags[$0] }
        #expect(afterwards == [false, true, false])
    }

    @Test func readingOutsideTheRowStopsTheProcess() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let flags = FlagRow(count: 1)
            _ = flags[1]
        }
        #expect(exit?.standardErrorText.contains("FlagRow: index 1 outside 0..<1") == true)
    }
}
