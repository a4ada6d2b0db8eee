import Dispatch
import Ripple
import Testing
import TestSupport

@Suite(.tags(.threads)) struct DoConcurrencyTests {
    @Test func onDisposeRunsOnceWhenDisposedFromManyThreads() {
        for _ in 0..<200 {
            let log = SharedLog()
            let subject = PublishSubject<Int>()
            let subscription = Locked(subject.do(onDispose: { log.append("onDispose") }).subscribe())
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                subscription.value.dispose()
            }
            #expect(log.entries == ["onDispose"])
            #expect(!subject.hasObservers)
        }
    }

    @Test func onDisposeRunsOnceWhenCompletionRacesDisposal() {
        for _ in 0..<200 {
            let log = SharedLog()
            let subject = PublishSubject<Int>()
            let subscription = Locked(subject.do(onDispose: { log.append("onDispose") }).subscribe())
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    subject.onCompleted()
                } else {
                    subscription.value.dispose()
                }
            }
            #expect(log.entries == ["onDispose"])
            #expect(!subject.hasObservers)
        }
    }
}
