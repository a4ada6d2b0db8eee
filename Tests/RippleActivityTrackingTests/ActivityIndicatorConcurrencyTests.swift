import Dispatch
import Ripple
import RippleActivityTracking
import RippleCocoa
import Testing
import TestSupport

/// Sequences tracked on many threads at once: the indicator's changes stay in order, alternate,
/// and end with `false`; run under ThreadSanitizer by CI.
@Suite(.tags(.threads)) struct ActivityIndicatorConcurrencyTests {
    @Test func concurrentTrackingEndsIdleWithAlternatingStates() {
        let indicator = ActivityIndicator()
        let states = Locked<[Bool]>([])
        var subscription: Disposable?
        SharingScheduler.mock(scheduler: ImmediateScheduler()) {
            subscription = indicator.asDriver().drive(onNext: { states.append($0) })
        }
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let subject = PublishSubject<Int>()
            let tracked = subject.trackActivity(indicator).subscribe()
            subject.onNext(index)
            if index.isMultiple(of: 2) {
                subject.onCompleted()
            } else {
                tracked.dispose()
            }
        }
        let recorded = states.value
        #expect(recorded.first == false)
        #expect(recorded.last == false)
        #expect(zip(recorded, recorded.dropFirst()).allSatisfy { $0 != $1 })
        subscription?.dispose()
    }
}
