import Foundation
import Ripple
import RippleBlocking
import Testing

@Suite struct SingleTests {
    @Test func emptyThrowsNoElements() {
        let error = #expect(throws: RxError.self) {
            try Observable<Int>.empty().toBlocking().single()
        }
        #expect(isNoElements(error))
    }

    @Test func justGivesItsElement() throws {
        #expect(try Observable.just(42).toBlocking().single() == 42)
    }

    @Test func twoElementsThrowMoreThanOne() {
        let error = #expect(throws: RxError.self) {
            try Observable.of(42, 43).toBlocking().single()
        }
        #expect(isMoreThanOneElement(error))
    }

    @Test func stopsAtTheSecondElement() {
        var seen: [Int] = []
        let error = #expect(throws: RxError.self) {
            try Observable.of(42, 43, 44, 45).map { value -> Int in
                seen.append(value)
                return value
            }.toBlocking().single()
        }
        #expect(isMoreThanOneElement(error))
        #expect(seen == [42, 43])
    }

    @Test func errorIsThrown() {
        #expect(throws: TestError()) {
            try Observable<Int>.error(TestError()).toBlocking().single()
        }
    }

    @Test func errorAfterTheOnlyElementIsThrown() {
        let probe = SourceProbe()
        #expect(throws: TestError()) {
            try probe.emittingWhileSubscribed([1], then: .error(TestError())).toBlocking().single()
        }
    }

    @Test func waitsForCompletionAfterTheOnlyElement() {
        let probe = SourceProbe()
        let error = #expect(throws: RxError.self) {
            try probe.emittingWhileSubscribed([1], then: nil).toBlocking(timeout: 0.05).single()
        }
        #expect(isTimeout(error))
        #expect(probe.disposals == 1)
    }

    @Test func givesElementSentFromAnotherThread() throws {
        let probe = SourceProbe()
        #expect(try probe.emittingInBackground([9], every: 0.005).toBlocking(timeout: 10).single() == 9)
    }

    @Test func timeoutThrows() {
        let error = #expect(throws: RxError.self) {
            try Observable<Int>.never().toBlocking(timeout: 0.05).single()
        }
        #expect(isTimeout(error))
    }

    @Test func predicateEmptyThrowsNoElements() {
        let error = #expect(throws: RxError.self) {
            try Observable<Int>.empty().toBlocking().single { _ in true }
        }
        #expect(isNoElements(error))
    }

    @Test func predicateGivesTheOnlyMatch() throws {
        var tested: [Int] = []
        let element = try Observable.of(42, 43, 44, 45).toBlocking().single { value in
            tested.append(value)
            return value == 44
        }
        #expect(element == 44)
        #expect(tested == [42, 43, 44, 45])
    }

    @Test func predicateTwoMatchesThrowMoreThanOne() {
        var tested: [Int] = []
        let error = #expect(throws: RxError.self) {
            try Observable.of(42, 43, 44, 45).toBlocking().single { value in
                tested.append(value)
                return value >= 43
            }
        }
        #expect(isMoreThanOneElement(error))
        #expect(tested == [42, 43, 44])
    }

    @Test func predicateNoMatchThrowsNoElements() {
        var tested: [Int] = []
        let error = #expect(throws: RxError.self) {
            try Observable.of(42, 43, 44, 45).toBlocking().single { value in
                tested.append(value)
                return value > 50
            }
        }
        #expect(isNoElements(error))
        #expect(tested == [42, 43, 44, 45])
    }

    @Test func predicateErrorIsThrownAndStopsTheSource() {
        var tested: [Int] = []
        #expect(throws: TestError()) {
            try Observable.of(42, 43, 44, 45).toBlocking().single { value in
                tested.append(value)
                if value < 43 { return false }
                throw TestError()
            }
        }
        #expect(tested == [42, 43])
    }

    @Test func predicateSequenceErrorIsThrown() {
        #expect(throws: TestError()) {
            try Observable<Int>.error(TestError()).toBlocking().single { _ in true }
        }
    }

    @Test func predicateTimeoutThrows() {
        let error = #expect(throws: RxError.self) {
            try Observable<Int>.never().toBlocking(timeout: 0.05).single { _ in true }
        }
        #expect(isTimeout(error))
    }
}
