import Ripple
import Testing

/// When a structure's O(n) invariant check runs: once per half as many mutations as the structure
/// holds, at every mutation of a structure of at most two elements, and at each doubling of a
/// structure that only grows.
@Suite struct InvariantCheckScheduleTests {
    @Test func aStructureOfAtMostTwoElementsIsCheckedAtEveryMutation() {
        var schedule = InvariantCheckSchedule()
        let due = [0, 1, 2, 0, 2].map { schedule.isDue(holding: $0) }
        #expect(due == [true, true, true, true, true])
    }

    @Test func aStructureOfNElementsIsCheckedEveryHalfNMutations() {
        var schedule = InvariantCheckSchedule()
        let due = (0..<9).map { _ in schedule.isDue(holding: 6) }
        #expect(due == [false, false, true, false, false, true, false, false, true])
    }

    @Test func aGrowingStructureIsCheckedLessOften() {
        var schedule = InvariantCheckSchedule()
        let checkedAt = (1...100).filter { schedule.isDue(holding: $0) }
        #expect(checkedAt == [1, 2, 4, 8, 16, 32, 64])
    }
}
