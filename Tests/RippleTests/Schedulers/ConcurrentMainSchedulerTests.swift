import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

// Swift Testing runs tests off the main thread, where the main queue may not be serviced; the
// scenarios that run on the main thread are XCTest cases in
// Compatibility/SchedulersCompatibilityTests.swift.
@Suite(.tags(.threads)) struct ConcurrentMainSchedulerTests {
    @Test func instanceIsShared() {
        #expect(ConcurrentMainScheduler.instance === ConcurrentMainScheduler.instance)
    }

    @Test func workScheduledOffTheMainThreadIsDispatchedNotRunInline() {
        let ranOnCallingThread = Locked<Bool?>(nil)
        let scheduled = DispatchQueue.global().sync { () -> Disposable in
            let caller = ObjectIdentifier(Thread.current)
            return ConcurrentMainScheduler.instance.schedule(()) { _ in
                ranOnCallingThread.value = ObjectIdentifier(Thread.current) == caller
                return Disposables.create()
            }
        }
        scheduled.dispose()
        #expect(ranOnCallingThread.value != true)
        #expect((scheduled as? Cancelable)?.isDisposed == true)
    }

    @Test func nowIsTheWallClock() {
        let before = Date()
        let now = ConcurrentMainScheduler.instance.now
        #expect(now >= before)
        #expect(now <= Date())
    }
}
