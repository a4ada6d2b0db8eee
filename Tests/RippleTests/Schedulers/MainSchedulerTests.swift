import Dispatch
import Foundation
import Ripple
import Testing

// Work dispatched to the main queue runs only while the main thread services it, and Swift
// Testing runs tests off the main thread, so these tests never wait for the main queue. The
// scenarios that run on the main thread and drain its queue are XCTest cases in
// Compatibility/SchedulersCompatibilityTests.swift.
@Suite struct MainSchedulerTests {
    @Test func instancesAreShared() {
        #expect(MainScheduler.instance === MainScheduler.instance)
        #expect(MainScheduler.asyncInstance === MainScheduler.asyncInstance)
        #expect(MainScheduler.asyncInstance !== MainScheduler.instance)
    }

    @Test func workScheduledOffTheMainThreadIsDispatchedNotRunInline() {
        let log = SharedLog()
        let scheduled = DispatchQueue.global().sync { () -> Disposable in
            let scheduled = MainScheduler.instance.schedule(()) { _ in
                log.append(Thread.isMainThread ? "ran on the main thread" : "ran off the main thread")
                return Disposables.create()
            }
            log.append("returned")
            return scheduled
        }
        scheduled.dispose()
        // The main queue may or may not be serviced while tests run; if the work ran, it ran there.
        #expect(log.entries.contains("returned"))
        #expect(!log.entries.contains("ran off the main thread"))
        #expect((scheduled as? Cancelable)?.isDisposed == true)
    }
}
