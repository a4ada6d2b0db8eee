import Dispatch
import Ripple
import Testing

@Suite struct DisposablesConcurrencyTests {
    @Test func refCountDisposesTheResourceOnceWhenHoldsEndOnManyThreads() {
        for _ in 0..<50 {
            let disposals = Locked(0)
            let shared = RefCountDisposable(disposable: Disposables.create { disposals.withValue { $0 += 1 } })
            let holds = (0..<8).map { _ in shared.retain() }
            DispatchQueue.concurrentPerform(iterations: holds.count + 1) { index in
                if index == holds.count {
                    shared.dispose()
                } else {
                    holds[index].dispose()
                    holds[index].dispose()
                }
            }
            #expect(disposals.value == 1)
            #expect(shared.isDisposed)
        }
    }

    @Test func retainingWhileDisposingNeverDisposesEarlyOrTwice() {
        for _ in 0..<50 {
            let disposals = Locked(0)
            let shared = RefCountDisposable(disposable: Disposables.create { disposals.withValue { $0 += 1 } })
            let lateHolds = Locked<[Disposable]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                if index == 0 {
                    shared.dispose()
                } else {
                    lateHolds.append(shared.retain())
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
            let disposals = Locked(0)
            let scheduled = ScheduledDisposable(scheduler: queue, disposable: Disposables.create { disposals.withValue { $0 += 1 } })
            DispatchQueue.concurrentPerform(iterations: 8) { _ in scheduled.dispose() }
            let done = DispatchSemaphore(value: 0)
            _ = queue.schedule(()) { _ in
                done.signal()
                return Disposables.create()
            }
            #expect(done.wait(timeout: .now() + 10) == .success)
            #expect(disposals.value == 1)
            #expect(scheduled.isDisposed)
        }
    }
}
