import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// The deadlocks RxSwift's users reported and RxSwift fixed, as one scenario: code outside Ripple
/// (dispose code, an observer) needs a lock that another thread holds while that thread sends to
/// the same operator or subject. Ripple must never make the sending thread wait for the thread
/// that waits for its lock. Every wait is bounded: a deadlock fails the test within seconds and
/// leaves its two threads blocked, instead of hanging the run.
enum ForeignLockScenario {
    /// How long a step may wait before the scenario counts as deadlocked.
    static let stepTimeout: DispatchTimeInterval = .seconds(5)

    /// Thread A takes a foreign lock, waits until thread B's code has started, then runs `send`
    /// and releases the lock; thread B runs `trigger`, which reaches code that needs the foreign
    /// lock (signalling `started` first, and `acquired` if it got the lock within the timeout).
    /// Checks that both threads finished and that B's code got the lock.
    static func run(
        _ label: String,
        started: DispatchSemaphore,
        acquired: DispatchSemaphore,
        foreignLock: NSLock,
        send: @escaping @Sendable () -> Void,
        trigger: @escaping @Sendable () -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lockHeld = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        DispatchQueue.dedicated().async(group: finished) {
            foreignLock.lock()
            lockHeld.signal()
            _ = started.wait(timeout: .now() + stepTimeout)
            send()
            foreignLock.unlock()
        }
        DispatchQueue.dedicated().async(group: finished) {
            _ = lockHeld.wait(timeout: .now() + stepTimeout)
            trigger()
        }
        #expect(finished.wait(timeout: .now() + .seconds(20)) == .success, "\(label): the two threads deadlocked", sourceLocation: sourceLocation)
        #expect(acquired.wait(timeout: .now() + stepTimeout) == .success, "\(label): the code that needs the foreign lock waited for the thread that holds it, which waited for Ripple", sourceLocation: sourceLocation)
    }

    /// Code that needs the foreign lock: signals `started`, takes the lock (within the timeout),
    /// signals `acquired` if it got it, and releases it.
    static func needTheLock(_ foreignLock: NSLock, started: DispatchSemaphore, acquired: DispatchSemaphore) {
        started.signal()
        if foreignLock.lock(before: Date(timeIntervalSinceNow: 5)) {
            acquired.signal()
            foreignLock.unlock()
        }
    }
}

/// One operator set up for the teardown scenario: an observable built on a source whose dispose
/// code needs the foreign lock, what makes the operator tear that source down (run by thread B),
/// and what sends to the same operator meanwhile (run by thread A, holding the lock).
struct TeardownCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Builds the observable under test from the source with the locked teardown and the subject
    /// that feeds that source; returns it with the trigger and the send.
    let build: @Sendable (_ lockedSource: Observable<Int>, _ feeding: PublishSubject<Int>) -> (Observable<Int>, trigger: @Sendable () -> Void, send: @Sendable () -> Void)

    var testDescription: String { name }

    /// Runs the scenario three times.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<3 {
            let foreignLock = NSLock()
            let started = DispatchSemaphore(value: 0)
            let acquired = DispatchSemaphore(value: 0)
            let feeding = PublishSubject<Int>()
            let lockedSource = Observable<Int>.create { observer in
                let subscription = feeding.subscribe(observer)
                return Disposables.create {
                    ForeignLockScenario.needTheLock(foreignLock, started: started, acquired: acquired)
                    subscription.dispose()
                }
            }
            let (observable, trigger, send) = build(lockedSource, feeding)
            let subscription = observable.subscribe()
            ForeignLockScenario.run(name, started: started, acquired: acquired, foreignLock: foreignLock, send: send, trigger: trigger, sourceLocation: sourceLocation)
            subscription.dispose()
        }
    }
}
