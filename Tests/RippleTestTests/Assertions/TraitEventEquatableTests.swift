import Ripple
import RippleTest
import Testing

/// `MaybeEvent` and `CompletableEvent` compare with `==`, as RxTest makes them.
@Suite struct TraitEventEquatableTests {
    private struct CodedError: Error, Equatable {
        let code: Int
    }

    @Test func completableOutcomes() {
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(CodedError(code: 1)) == .error(CodedError(code: 1)))
        #expect(CompletableEvent.error(CodedError(code: 1)) != .error(CodedError(code: 2)))
        #expect(CompletableEvent.error(CodedError(code: 1)) != .error(TestError()))
        #expect(CompletableEvent.completed != .error(TestError()))
    }

    @Test func maybeOutcomes() {
        #expect(MaybeEvent<Int>.success(1) == .success(1))
        #expect(MaybeEvent<Int>.success(1) != .success(2))
        #expect(MaybeEvent<Int>.completed == .completed)
        #expect(MaybeEvent<Int>.completed != .success(1))
        #expect(MaybeEvent<Int>.error(TestError()) == .error(TestError()))
        #expect(MaybeEvent<Int>.error(TestError()) != .error(TestError(name: "other")))
    }

    @Test func listsOfOutcomesCompare() {
        let outcomes: [MaybeEvent<String>] = [.success("a"), .completed]
        #expect(outcomes == [.success("a"), .completed])
        #expect([CompletableEvent.completed] != [.error(TestError())])
    }
}
