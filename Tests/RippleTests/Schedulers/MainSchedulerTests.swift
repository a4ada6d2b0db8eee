import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

// Work dispatched to the main queue runs only while the main thread services it, and Swift
// Testing runs tests off the main thread, so these tests never wait for the main queue. The
// scenarios that run on the main thread and drain its queue are XCTest cases in
// Compatibility/SchedulersCompatibilityTests.swift.
@Suite(.tags(.threads)) struct MainSchedulerTests {
    @Test func instancesAreShared() {
        #expect(MainScheduler.instance === MainScheduler.instance)
        #expect(MainScheduler.asyncInstance === MainScheduler.asyncInstance)
        #expect(MainScheduler.asyncInstance !== MainScheduler.instance)
    }

    @Test func workScheduledOffTheMainThreadIsDispatchedNotRunInline() {
        let ranOnCallingThread = Locked<Bool?>(nil)
        let scheduled = DispatchQueue.global().sync { () -> Disposable in
            let caller = ObjectIdentifier(Thread.current)
            return MainScheduler.instance.schedule(()) { _ in
                ranOnCallingThread.value = ObjectIdentifier(Thread.current) == caller
                return Disposables.create()
            }
        }
        scheduled.dispose()
        // Whether the main queue is serviced while tests run depends on the platform and on
        // what ran before; if the work ran, it ran on the main queue's thread, not inline.
        #expect(ranOnCallingThread.value != true)
        #expect((scheduled as? Cancelable)?.isDisposed == true)
    }
}
