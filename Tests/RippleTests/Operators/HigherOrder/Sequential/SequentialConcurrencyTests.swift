import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// The sequential engine with sources ending on other threads while the loop subscribes on this
/// one: order, one delivery at a time, one terminal event. Rerun under ThreadSanitizer by CI.
@Suite(.timeLimit(.minutes(2)), .tags(.threads)) struct SequentialConcurrencyTests {
    @Test func innersEndingOnOtherThreadsKeepTheirOrder() {
        let count = 2_000
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let done = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let overlaps = Locked(0)
        let isDelivering = Locked(false)
        let completions = Locked(0)
        let subscription = Observable.range(start: 0, count: count)
            .concatMap { value -> Observable<Int> in
                // Every third inner ends on this thread, the others on the scheduler's.
                value % 3 == 0 ? .just(value) : Observable.just(value).observe(on: scheduler)
            }
            .subscribe(
                onNext: { value in
                    if isDelivering.withValue({ delivering in defer { delivering = true }; return delivering }) {
                        overlaps.value += 1
                    }
                    received.append(value)
                    isDelivering.value = false
                },
                onCompleted: {
                    completions.value += 1
                    done.signal()
                }
            )
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(received.value == Array(0..<count))
        #expect(overlaps.value == 0)
        #expect(completions.value == 1)
        subscription.dispose()
    }

    @Test func retriesFailingOnOtherThreadsRunOneAfterAnother() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let attempts = Locked(0)
        let done = DispatchSemaphore(value: 0)
        let events = Locked<[Event<Int>]>([])
        let source = Observable<Int>.deferred {
            let attempt = attempts.withValue { attempts -> Int in
                attempts += 1
                return attempts
            }
            let end: Observable<Int> = attempt == 200 ? .just(attempt) : .error(TestError())
            // Odd attempts fail on the subscribing thread, even ones on the scheduler's.
            return attempt % 2 == 1 ? end : end.subscribe(on: scheduler)
        }
        let subscription = source.retry().subscribe { event in
            events.append(event)
            if event.isStopEvent { done.signal() }
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(events.value == [.next(200), .completed])
        #expect(attempts.value == 200)
        subscription.dispose()
    }
}
