import Ripple
import Testing

@Suite struct RxErrorTests {
    @Test func errorsAreEquatable() {
        #expect(RxError.timeout == .timeout)
        #expect(RxError.noElements != .moreThanOneElement)
        #expect(throws: RxError.timeout) { throw RxError.timeout }
    }

    @Test func descriptionsMatchRxSwift() {
        #expect(RxError.noElements.debugDescription == "Sequence doesn't contain any elements.")
        #expect(RxError.moreThanOneElement.description == "Sequence contains more than one element.")
        #expect(RxError.timeout.debugDescription == "Sequence timeout.")
        #expect(RxError.argumentOutOfRange.debugDescription == "Argument out of range.")
    }
}
