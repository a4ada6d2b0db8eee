import Foundation
import Ripple
@testable import RippleTest
import Testing
import TestSupport

/// A per-thread slot of an unretained reference: empty until a thread sets it, what the thread
/// set last afterwards, apart on each thread, and never keeping its object alive.
@Suite(.tags(.threads)) struct PerThreadReferenceTests {
    /// An object whose identity the tests compare.
    private final class Object {}

    @Test func aThreadReadsNothingBeforeItSetsTheSlot() {
        let slot = PerThreadReference<Object>()
        #expect(slot.current == nil)
    }

    @Test func replacingReturnsThePreviousReferenceAndRestoringIt() {
        let slot = PerThreadReference<Object>()
        let outer = Object()
        let inner = Object()
        #expect(slot.replace(with: outer) == nil)
        let previous = slot.replace(with: inner)
        #expect(previous === outer)
        #expect(slot.current === inner)
        slot.replace(with: previous)
        #expect(slot.current === outer)
        slot.replace(with: nil)
        #expect(slot.current == nil)
    }

    @Test func anotherThreadDoesNotSeeThisThreadsReference() {
        let slot = PerThreadReference<Object>()
        let object = Object()
        slot.replace(with: object)
        defer { slot.replace(with: nil) }
        let seenElsewhere = Locked<Bool?>(nil)
        let read = DispatchSemaphore(value: 0)
        Thread {
            seenElsewhere.value = slot.current != nil
            read.signal()
        }.start()
        #expect(read.wait(timeout: .now() + 30) == .success)
        #expect(seenElsewhere.value == false)
        #expect(slot.current === object)
    }

    @Test func theSlotDoesNotKeepItsObjectAlive() {
        let slot = PerThreadReference<Object>()
        let releasedWhileSet = Locked<Bool?>(nil)
        let done = DispatchSemaphore(value: 0)
        // On a thread of its own, which exits with the slot still set: reading a slot whose object
        // is gone is the caller's error, so the slot is left as it is.
        Thread {
            weak var released: Object?
            do {
                let object = Object()
                released = object
                slot.replace(with: object)
            }
            releasedWhileSet.value = released == nil
            done.signal()
        }.start()
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(releasedWhileSet.value == true)
    }
}
