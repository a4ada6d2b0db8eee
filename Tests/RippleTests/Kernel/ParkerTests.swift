import Foundation
import Ripple
import Testing
import TestSupport

/// A thread's parker: one per thread, a park waits until another thread unparks it, and an unpark
/// that comes first is remembered.
@Suite(.tags(.threads)) struct ParkerTests {
    /// Runs `body` on a new thread; true if it returned within 30 seconds (a park that is never
    /// woken leaves its thread parked and returns false).
    private static func returnsOnAnotherThread(_ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done.wait(timeout: .now() + 30) == .success
    }

    @Test func aThreadKeepsItsParker() {
        #expect(Parker.current === Parker.current)
    }

    @Test func eachThreadHasAParkerOfItsOwn() {
        let mine = Parker.current
        let other = Locked<Parker?>(nil)
        // The other thread waits here until the parkers are compared, so that its parker is not
        // released (and its address reused) before.
        let compared = DispatchSemaphore(value: 0)
        let read = DispatchSemaphore(value: 0)
        Thread {
            other.value = Parker.current
            read.signal()
            _ = compared.wait(timeout: .now() + 30)
        }.start()
        #expect(read.wait(timeout: .now() + 30) == .success)
        let differs = other.value.map { $0 !== mine }
        compared.signal()
        #expect(differs == true)
    }

    @Test func anUnparkBeforeTheParkIsRemembered() {
        let returned = Self.returnsOnAnotherThread {
            let parker = Parker.current
            parker.unpark()
            parker.park()
        }
        #expect(returned)
    }

    @Test func aParkWaitsUntilAnotherThreadUnparks() {
        let parker = Locked<Parker?>(nil)
        let woken = Locked(false)
        let published = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            parker.value = Parker.current
            published.signal()
            Parker.current.park()
            woken.value = true
            done.signal()
        }.start()
        #expect(published.wait(timeout: .now() + 30) == .success)
        Thread.sleep(forTimeInterval: 0.05)
        let wokenBeforeUnpark = woken.value
        parker.value?.unpark()
        #expect(!wokenBeforeUnpark)
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(woken.value)
    }
}
