import Foundation
import Ripple
@testable import RippleTest
import Testing
import TestSupport

/// A task's identity: the same throughout the task, different in another task, and absent outside
/// any task.
@Suite(.tags(.threads)) struct TaskIdentityTests {
    @Test func aTaskKeepsItsIdentity() async {
        let first = TaskIdentity.current
        await Task.yield()
        #expect(first != nil)
        #expect(TaskIdentity.current == first)
    }

    @Test func anotherTaskHasAnotherIdentity() async {
        // Handed to the other tasks under a lock, as an owner does.
        let outer = LockedState(TaskIdentity.current)
        let detachedDiffers = await Task.detached { outer.withLock { $0 != nil && $0 != TaskIdentity.current } }.value
        let childDiffers = await withTaskGroup(of: Bool.self) { group in
            group.addTask { outer.withLock { $0 != nil && $0 != TaskIdentity.current } }
            return await group.next() ?? false
        }
        #expect(TaskIdentity.current != nil)
        #expect(detachedDiffers)
        #expect(childDiffers)
    }

    @Test func codeOutsideAnyTaskHasNoTaskIdentity() {
        let outside = LockedState<Bool?>(nil)
        let thread = Thread { outside.withLock { $0 = TaskIdentity.current == nil } }
        thread.start()
        let deadline = Date().addingTimeInterval(30)
        while outside.withLock({ $0 }) == nil, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(outside.withLock { $0 } == true)
    }
}
