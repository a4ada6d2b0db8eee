import Ripple
import RippleTest
import Testing

@Suite struct HooksTests {
    private let frames = ["frame 1", "frame 2"]

    /// Runs `body` with the hooks replaced, and returns the call stacks the default handler
    /// received with errors named `name`.
    private func callStacks(record: Bool, errorsNamed name: String, _ body: () -> Void) -> [[String]] {
        let stacks = Locked<[[String]]>([])
        withHooks(
            defaultErrorHandler: { callStack, error in
                if "\(error)".contains(name) { stacks.append(callStack) }
            },
            recordCallStackOnError: record,
            customCaptureSubscriptionCallstack: { ["frame 1", "frame 2"] },
            body
        )
        return stacks.value
    }

    @Test func subscribeWithoutAnErrorHandlerHandsOverTheRecordedCallStack() {
        let subject = PublishSubject<Int>()
        let stacks = callStacks(record: true, errorsNamed: "observable") {
            _ = subject.subscribe(onNext: { _ in })
            subject.onError(TestError(name: "observable"))
        }
        #expect(stacks == [frames])
    }

    @Test func withoutRecordingTheCallStackIsEmpty() {
        let subject = PublishSubject<Int>()
        let stacks = callStacks(record: false, errorsNamed: "unrecorded") {
            _ = subject.subscribe(onNext: { _ in })
            subject.onError(TestError(name: "unrecorded"))
        }
        #expect(stacks == [[]])
    }

    @Test func theCallStackIsCapturedAtSubscription() {
        let subject = PublishSubject<Int>()
        let phase = Locked("subscription")
        let stacks = Locked<[[String]]>([])
        withHooks(
            defaultErrorHandler: { callStack, error in
                if "\(error)".contains("late") { stacks.append(callStack) }
            },
            recordCallStackOnError: true,
            customCaptureSubscriptionCallstack: { [phase.value] }
        ) {
            _ = subject.subscribe(onNext: { _ in })
            phase.value = "error"
            subject.onError(TestError(name: "late"))
        }
        #expect(stacks.value == [["subscription"]])
    }

    @Test func traitsAndBindingsHandOverTheRecordedCallStack() {
        let stacks = callStacks(record: true, errorsNamed: "trait") {
            _ = Single<Int>.error(TestError(name: "trait single")).subscribe(onSuccess: { _ in })
            _ = Maybe<Int>.error(TestError(name: "trait maybe")).subscribe(onSuccess: { _ in })
            _ = Completable.error(TestError(name: "trait completable")).subscribe(onCompleted: {})
            _ = Observable<Int>.error(TestError(name: "trait bind")).bind(onNext: { _ in })
            _ = Observable<Int>.error(TestError(name: "trait relay")).bind(to: PublishRelay<Int>())
            _ = Infallible<Int>.empty().concat(Observable<Int>.error(TestError(name: "trait infallible"))).subscribe { _ in }
        }
        #expect(stacks == Array(repeating: frames, count: 6))
    }
}
