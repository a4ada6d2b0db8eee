@testable import Ripple
import Testing
import TestSupport

/// A subject's immutable observer list, directly: each change makes a new list in the right order
/// and leaves the old one as it was, the list holds its boxes until it is released, and a list
/// with two boxes under one key fails its invariant check.
@Suite struct SubjectObserverListInvariantsTests {
    private func keys(of list: SubjectObserverList?) -> [UInt64] {
        var keys: [UInt64] = []
        list?.forEach { keys.append($0.key) }
        return keys
    }

    private func box(_ key: UInt64) -> SubjectObserverBox {
        SubjectObserverBox(key: key, firstEventNumber: 0, replays: false)
    }

    @Test func appendingAndPrependingMakeNewListsInOrder() {
        let single = SubjectObserverList.make(box(2))
        let appended = single.appending(box(3))
        let prepended = appended.prepending(box(1))
        #expect(keys(of: single) == [2])
        #expect(keys(of: appended) == [2, 3])
        #expect(keys(of: prepended) == [1, 2, 3])
        #expect(prepended.count == 3)
        prepended.checkInvariants()
    }

    @Test func removingAKeyReturnsItsBoxAndTheRestInOrder() throws {
        let list = SubjectObserverList.make(box(1)).appending(box(2)).appending(box(3))
        let (removed, remaining) = try #require(list.removing(key: 2))
        #expect(removed.key == 2)
        #expect(keys(of: remaining) == [1, 3])
        #expect(keys(of: list) == [1, 2, 3], "the original list is unchanged")
        remaining?.checkInvariants()
    }

    @Test func removingTheLastBoxLeavesNoList() throws {
        let (removed, remaining) = try #require(SubjectObserverList.make(box(5)).removing(key: 5))
        #expect(removed.key == 5)
        #expect(remaining == nil)
    }

    @Test func removingAnUnknownKeyFindsNothing() {
        #expect(SubjectObserverList.make(box(1)).removing(key: 9) == nil)
    }

    @Test func theListHoldsItsBoxesUntilItIsReleased() {
        weak var held: SubjectObserverBox?
        var list: SubjectObserverList?
        do {
            let box = box(1)
            held = box
            list = SubjectObserverList.make(box).appending(self.box(2))
        }
        #expect(held != nil)
        #expect(list?.count == 2)
        list = nil
        #expect(held == nil)
    }

    @Test func twoBoxesUnderOneKeyTrap() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let first = SubjectObserverBox(key: 7, firstEventNumber: 0, replays: false)
            let second = SubjectObserverBox(key: 7, firstEventNumber: 1, replays: false)
            // A debug build checks the list as it is made; a release build, here.
            SubjectObserverList.make(first).appending(second).checkInvariants()
        }
        #expect(exit?.standardErrorText.contains("SubjectObserverList: the key 7 appears twice") == true)
    }
}
