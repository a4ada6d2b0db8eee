import Foundation
import Ripple
import RippleBlocking
import Testing
import TestSupport

@Suite(.tags(.threads)) struct FirstTests {
    @Test func emptyGivesNil() throws {
        #expect(try Observable<Int>.empty().toBlocking().first() == nil)
    }

    @Test func justGivesItsElement() throws {
        #expect(try Observable.just(42).toBlocking().first() == 42)
    }

    @Test func givesTheFirstOfSeveral() throws {
        #expect(try Observable.of(42, 43, 44, 45).toBlocking().first() == 42)
    }

    @Test func errorBeforeFirstElementIsThrown() {
        #expect(throws: TestError()) {
            try Observable<Int>.error(TestError()).toBlocking().first()
        }
    }

    @Test func errorAfterFirstElementIsNotSeen() throws {
        let probe = SourceProbe()
        #expect(try probe.emittingWhileSubscribed([7], then: .error(TestError())).toBlocking().first() == 7)
    }

    @Test func doesNotWaitForCompletion() throws {
        let probe = SourceProbe()
        #expect(try probe.emittingWhileSubscribed([7], then: nil).toBlocking(timeout: 10).first() == 7)
        #expect(probe.disposals == 1)
    }

    @Test func stopsTrampolinedSourceAfterFirstElement() throws {
        var seen: [Int] = []
        let first = try Observable.of(1, 2, 3).map { value -> Int in
            seen.append(value)
            return value
        }.toBlocking().first()
        #expect(first == 1)
        #expect(seen == [1])
    }

    @Test func disposesSynchronousSourceAfterFirstElement() throws {
        let probe = SourceProbe()
        #expect(try probe.emittingWhileSubscribed([1, 2, 3]).toBlocking().first() == 1)
        #expect(probe.disposals == 1)
    }

    @Test func disposesBackgroundSourceBeforeReturning() throws {
        let probe = SourceProbe()
        let source = probe.emittingInBackground([1, 2, 3, 4], every: 0.05, then: nil)
        #expect(try source.toBlocking(timeout: 10).first() == 1)
        #expect(probe.disposals == 1)
        Thread.sleep(forTimeInterval: 0.2)
        #expect(probe.sent == [1])
    }

    @Test func unsubscribesFromSubjectAfterFirstElement() throws {
        let subject = PublishSubject<Int>()
        let queue = DispatchQueue(label: "FirstTests.subject")
        let source = Observable<Int>.create { observer in
            let subscription = subject.subscribe(observer)
            queue.async {
                subject.onNext(1)
                subject.onNext(2)
            }
            return subscription
        }
        #expect(try source.toBlocking(timeout: 10).first() == 1)
        #expect(!subject.hasObservers)
    }

    @Test func timeoutThrowsAndDisposes() {
        let probe = SourceProbe()
        let error = #expect(throws: RxError.self) {
            try probe.silent().toBlocking(timeout: 0.05).first()
        }
        #expect(isTimeout(error))
        #expect(probe.disposals == 1)
    }
}
