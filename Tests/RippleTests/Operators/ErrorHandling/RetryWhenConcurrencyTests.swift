import Dispatch
import Ripple
import TestSupport
import Testing

/// `retry(when:)` with a trigger that answers on another thread. CI reruns these under
/// ThreadSanitizer.
@Suite(.tags(.threads)) struct RetryWhenConcurrencyTests {
    @Test func triggerOnAConcurrentSchedulerResubscribes() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let attempts = Locked(0)
        let source = Observable<Int>.create { observer in
            let attempt = attempts.withValue { count -> Int in
                count += 1
                return count
            }
            observer.onNext(attempt)
            observer.onError(TestError())
            return Disposables.create()
        }
        let done = DispatchSemaphore(value: 0)
        let probe = SerialProbe { done.signal() }
        let subscription = source
            .retry { (errors: Observable<TestError>) in
                errors.flatMap { _ in Observable.just(0, scheduler: scheduler) }.take(20)
            }
            .subscribe(probe)
        #expect(done.wait(timeout: .now() + .seconds(60)) == .success)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        // The trigger's 20th go-ahead and its completion may arrive while the 20th attempt, which
        // fails as it is subscribed, is still being subscribed: the completion then ends the result
        // before a 21st attempt starts, as in RxSwift.
        let made = attempts.value
        #expect(made == 20 || made == 21)
        #expect(probe.events.compactMap(\.element) == Array(1...made))
        #expect(probe.events.last?.isCompleted == true)
    }

    @Test func sourceFailingOnAnotherThreadWhileTheTriggerAnswersOnAThird() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let attempts = Locked(0)
        let source = Observable<Int>.deferred {
            let attempt = attempts.withValue { count -> Int in
                count += 1
                return count
            }
            return Observable.just(attempt, scheduler: scheduler)
                .concat(Observable<Int>.error(TestError()))
        }
        let done = DispatchSemaphore(value: 0)
        let probe = SerialProbe { done.signal() }
        let subscription = source
            .retry { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { index, error -> Observable<Int> in
                    index < 30 ? Observable.just(index, scheduler: scheduler) : Observable.error(error)
                }
            }
            .subscribe(probe)
        #expect(done.wait(timeout: .now() + .seconds(60)) == .success)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        #expect(probe.events.compactMap(\.element) == Array(1...31))
        #expect((probe.events.last?.error as? TestError) == TestError())
        #expect(attempts.value == 31)
    }
}
