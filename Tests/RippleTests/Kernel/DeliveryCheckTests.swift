#if DEBUG
import Foundation
import Ripple
import Testing
import TestSupport

/// Debug builds' delivery check: deliveries one after another, and a thread re-entering its own
/// delivery, pass; a second thread delivering during a delivery, and any event after a terminal
/// event, stop the program with what happened. Exit tests, so that a check that traps when it
/// should not fails the test instead of ending the run.
@Suite(.tags(.threads)) struct DeliveryCheckTests {
    @Test func deliveriesOneAfterAnotherFromSeveralThreadsPass() async {
        await #expect(processExitsWith: .success) {
            let check = LockedState(DeliveryCheck())
            check.withLock { $0.begin(false, to: Int.self) }
            check.withLock { $0.end() }
            let done = DispatchSemaphore(value: 0)
            Thread {
                check.withLock { $0.begin(false, to: Int.self) }
                check.withLock { $0.end() }
                done.signal()
            }.start()
            guard done.wait(timeout: .now() + 30) == .success else { exit(1) }
            check.withLock { $0.begin(true, to: Int.self) }
            check.withLock { $0.end() }
        }
    }

    @Test func aThreadReEnteringItsDeliveryPassesAndAnotherThreadMayDeliverOnceItEnds() async {
        await #expect(processExitsWith: .success) {
            let check = LockedState(DeliveryCheck())
            check.withLock { $0.begin(false, to: Int.self) }
            check.withLock { $0.begin(false, to: Int.self) }
            check.withLock { $0.end() }
            check.withLock { $0.end() }
            let done = DispatchSemaphore(value: 0)
            Thread {
                check.withLock { $0.begin(true, to: Int.self) }
                check.withLock { $0.end() }
                done.signal()
            }.start()
            guard done.wait(timeout: .now() + 30) == .success else { exit(1) }
        }
    }

    @Test func anotherThreadDeliveringDuringADeliveryTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let check = LockedState(DeliveryCheck())
            check.withLock { $0.begin(false, to: Int.self) }
            let done = DispatchSemaphore(value: 0)
            Thread {
                check.withLock { $0.begin(false, to: Int.self) }
                done.signal()
            }.start()
            _ = done.wait(timeout: .now() + 30)
        }
        #expect(exit?.standardErrorText.contains("Ripple delivered two events to Int at once, from two threads") == true)
    }

    @Test func anEventAfterATerminalEventTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var check = DeliveryCheck()
            check.begin(true, to: String.self)
            check.end()
            check.begin(false, to: String.self)
        }
        #expect(exit?.standardErrorText.contains("Ripple delivered an event to String after its terminal event") == true)
    }

    @Test func aTerminalEventReEnteredByItsOwnDeliveryTraps() async {
        let exit = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var check = DeliveryCheck()
            check.begin(true, to: String.self)
            check.begin(false, to: String.self)
        }
        #expect(exit?.standardErrorText.contains("Ripple delivered an event to String after its terminal event") == true)
    }
}
#endif
