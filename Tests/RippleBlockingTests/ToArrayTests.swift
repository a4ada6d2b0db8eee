import Foundation
import Ripple
import RippleBlocking
import Testing
import TestSupport

@Suite(.tags(.threads)) struct ToArrayTests {
    @Test func emptyGivesNoElements() throws {
        #expect(try Observable<Int>.empty().toBlocking().toArray() == [])
    }

    @Test func justGivesItsElement() throws {
        #expect(try Observable.just(42).toBlocking().toArray() == [42])
    }

    @Test func ofGivesEveryElement() throws {
        #expect(try Observable.of(42, 43, 44, 45).toBlocking().toArray() == [42, 43, 44, 45])
    }

    @Test func errorIsThrown() {
        #expect(throws: TestError()) {
            try Observable<Int>.error(TestError()).toBlocking().toArray()
        }
    }

    @Test func errorAfterElementsIsThrown() {
        let probe = SourceProbe()
        #expect(throws: TestError()) {
            try probe.emittingWhileSubscribed([1, 2], then: .error(TestError())).toBlocking().toArray()
        }
    }

    @Test func collectsElementsSentFromAnotherThread() throws {
        let probe = SourceProbe()
        let source = probe.emittingInBackground([1, 2, 3], every: 0.005)
        #expect(try source.toBlocking(timeout: 10).toArray() == [1, 2, 3])
        #expect(probe.disposals == 1)
    }

    @Test func collectsElementsOfSubjectDrivenFromQueue() throws {
        let subject = PublishSubject<String>()
        let queue = DispatchQueue(label: "ToArrayTests.subject")
        let source = Observable<String>.create { observer in
            let subscription = subject.subscribe(observer)
            queue.async {
                subject.onNext("a")
                subject.onNext("b")
                subject.onCompleted()
            }
            return subscription
        }
        #expect(try source.map { $0.uppercased() }.toBlocking(timeout: 10).toArray() == ["A", "B"])
    }

    @Test func collectsElementsScheduledOnAnotherScheduler() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ToArrayTests.scheduler")
        #expect(try Observable.from([1, 2, 3], scheduler: scheduler).toBlocking(timeout: 10).toArray() == [1, 2, 3])
    }

    @Test func timeoutThrowsAndDisposes() {
        let probe = SourceProbe()
        let error = #expect(throws: RxError.self) {
            try probe.silent().toBlocking(timeout: 0.05).toArray()
        }
        #expect(isTimeout(error))
        #expect(probe.subscriptions == 1)
        #expect(probe.disposals == 1)
    }

    @Test func timeoutAfterSomeElementsThrows() {
        let probe = SourceProbe()
        let error = #expect(throws: RxError.self) {
            try probe.emittingWhileSubscribed([1, 2], then: nil).toBlocking(timeout: 0.05).toArray()
        }
        #expect(isTimeout(error))
        #expect(probe.disposals == 1)
    }
}

extension ToArrayTests {
    @Test func infiniteOrHugeTimeoutWaitsWithoutLimit() throws {
        let probe = SourceProbe()
        #expect(try probe.emittingInBackground([1]).toBlocking(timeout: .infinity).toArray() == [1])
        #expect(try probe.emittingInBackground([2]).toBlocking(timeout: 1e300).toArray() == [2])
    }

    /// A negative timeout is a mistake, like `take(-1)`: it fails at once, rather than timing out
    /// after what the source emitted while being subscribed.
    @Test func negativeTimeoutFailsWithArgumentOutOfRange() throws {
        #expect(throws: RxError.argumentOutOfRange) {
            try Observable.of(1, 2).toBlocking(timeout: -1).toArray()
        }
        #expect(throws: RxError.argumentOutOfRange) {
            try Observable<Int>.never().toBlocking(timeout: -1).toArray()
        }
    }
}
