import Foundation
import Ripple
import RippleBlocking
import Testing

@Suite struct LastTests {
    @Test func emptyGivesNil() throws {
        #expect(try Observable<Int>.empty().toBlocking().last() == nil)
    }

    @Test func justGivesItsElement() throws {
        #expect(try Observable.just(42).toBlocking().last() == 42)
    }

    @Test func givesTheLastOfSeveral() throws {
        #expect(try Observable.of(42, 43, 44, 45).toBlocking().last() == 45)
    }

    @Test func errorIsThrown() {
        #expect(throws: TestError()) {
            try Observable<Int>.error(TestError()).toBlocking().last()
        }
    }

    @Test func errorAfterElementsIsThrown() {
        let probe = SourceProbe()
        #expect(throws: TestError()) {
            try probe.emittingWhileSubscribed([1, 2], then: .error(TestError())).toBlocking().last()
        }
    }

    @Test func waitsForElementsFromAnotherThread() throws {
        let probe = SourceProbe()
        #expect(try probe.emittingInBackground([1, 2, 3], every: 0.005).toBlocking(timeout: 10).last() == 3)
    }

    @Test func waitsForCompletion() {
        let probe = SourceProbe()
        let error = #expect(throws: RxError.self) {
            try probe.emittingWhileSubscribed([1, 2], then: nil).toBlocking(timeout: 0.05).last()
        }
        #expect(isTimeout(error))
        #expect(probe.disposals == 1)
    }

    @Test func timeoutThrows() {
        let error = #expect(throws: RxError.self) {
            try Observable<Int>.never().toBlocking(timeout: 0.05).last()
        }
        #expect(isTimeout(error))
    }
}
