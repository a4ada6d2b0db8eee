import Dispatch
import Ripple
import Testing
import TestSupport

@Suite(.tags(.threads)) struct DisposablesConcurrencyTests {
    @Test func refCountDisposesTheResourceOnceWhenHoldsEndOnManyThreads() {
        for _ in 0..<50 {
            let disposals = Locked(0)
            // `RefCountDisposable` is not `Sendable` (it may hold a disposable that is not), so the
            // test shares it and its holds through locks to exercise its own thread safety.
            let shared = Locked(RefCountDisposable(disposable: Disposables.create { disposals.withValue { $0 += 1 } }))
            let holds = Locked((0..<8).map { _ in shared.value.retain() })
            DispatchQueue.concurrentPerform(iterations: 9) { index in
                if index == 8 {
                    shared.value.dispose()
                } else {
                    let hold = holds.value[index]
                    hold.dispose()
                    hold.dispose()
                }
            }
            #expect(disposals.value == 1)
            #expect(shared.value.isDisposed)
        }
    }

    @Test func retainingWhileDisposingNeverDisposesEarlyOrTwice() {
        for _ in 0..<50 {
            let disposals = Locked(0)
            let shared = Locked(RefCountDisposable(disposable: Disposables.create { disposals.withValue { $0 += 1 } }))
            let lateHolds = Locked<[Disposable]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                if index == 0 {
                    shared.value.dispose()
                } else {
                    lateHolds.append(shared.value.retain())
                }
            }
            for hold in lateHolds.value {
                hold.dispose()
            }
            #expect(disposals.value == 1)
        }
    }

    @Test func scheduledDisposableDisposesOnceFromManyThreads() {
        let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "scheduled-disposable")
        for _ in 0..<20 {
            let resource = CountingDisposable()
            let scheduled = Locked(ScheduledDisposable(scheduler: queue, disposable: resource))
            DispatchQueue.concurrentPerform(iterations: 8) { _ in scheduled.value.dispose() }
            let done = DispatchSemaphore(value: 0)
            _ = queue.schedule(()) { _ in
                done.signal()
                return Disposables.create()
            }
            #expect(done.wait(timeout: .now() + 10) == .success)
            #expect(resource.count == 1)
            #expect(scheduled.value.isDisposed)
        }
    }
}
