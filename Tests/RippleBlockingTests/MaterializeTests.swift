import Foundation
import Ripple
import RippleBlocking
import Testing
import TestSupport

@Suite(.tags(.threads)) struct MaterializeTests {
    @Test func emptyCompletesWithoutElements() {
        #expect(Observable<Int>.empty().toBlocking().materialize() == .completed(elements: []))
    }

    @Test func errorFailsWithoutElements() {
        #expect(Observable<Int>.error(TestError()).toBlocking().materialize() == .failed(elements: [], error: TestError()))
    }

    @Test func completesWithEveryElement() {
        #expect(Observable.of(42, 43, 44, 45).toBlocking().materialize() == .completed(elements: [42, 43, 44, 45]))
    }

    @Test func failsWithTheElementsBeforeTheError() {
        let probe = SourceProbe()
        let result = probe.emittingWhileSubscribed([42, 43], then: .error(TestError())).toBlocking().materialize()
        #expect(result == .failed(elements: [42, 43], error: TestError()))
    }

    @Test func casesCanBeMatched() {
        let result = Observable<Int>.error(TestError(name: "boom")).toBlocking().materialize()
        guard case .failed(let elements, let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(elements.isEmpty)
        #expect(error as? TestError == TestError(name: "boom"))
    }

    @Test func collectsElementsFromAnotherThread() {
        let probe = SourceProbe()
        let result = probe.emittingInBackground([1, 2], every: 0.005, then: .error(TestError())).toBlocking(timeout: 10).materialize()
        #expect(result == .failed(elements: [1, 2], error: TestError()))
    }

    @Test func timeoutFailsWithTheElementsReceivedAndDisposes() {
        let probe = SourceProbe()
        let result = probe.emittingWhileSubscribed([1], then: nil).toBlocking(timeout: 0.05).materialize()
        guard case .failed(let elements, let error) = result else {
            Issue.record("expected a timeout, got \(result)")
            return
        }
        #expect(elements == [1])
        #expect(isTimeout(error))
        #expect(probe.disposals == 1)
    }

    /// A timeout that is not a number or is negative fails at once, without subscribing (`.nan`
    /// must not wait forever). The call runs on another thread, so a regression fails by the
    /// deadline instead of hanging the run.
    @Test(arguments: [TimeInterval.nan, -1, -TimeInterval.infinity])
    func invalidTimeoutFailsWithoutSubscribing(_ timeout: TimeInterval) {
        let probe = SourceProbe()
        let done = DispatchSemaphore(value: 0)
        let outcome = Locked<MaterializedSequenceResult<Int>?>(nil)
        let thrown = Locked(false)
        DispatchQueue.dedicated().async {
            let blocking = probe.silent().toBlocking(timeout: timeout)
            outcome.value = blocking.materialize()
            do {
                _ = try blocking.first()
            } catch {
                thrown.value = error as? RxError == .argumentOutOfRange
            }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(outcome.value == .failed(elements: [], error: RxError.argumentOutOfRange))
        #expect(thrown.value)
        #expect(probe.subscriptions == 0)
    }

    @Test func resultsCompareErrorsAndElements() {
        #expect(MaterializedSequenceResult<Int>.completed(elements: [1]) != .completed(elements: [2]))
        #expect(MaterializedSequenceResult<Int>.completed(elements: [1]) != .failed(elements: [1], error: TestError()))
        #expect(MaterializedSequenceResult<Int>.failed(elements: [1], error: TestError(name: "a")) != .failed(elements: [1], error: TestError(name: "b")))
    }
}
