import Testing
@testable import Verification

/// The interactor tested by its interactions alone: what it asked the presenter, the timer and the
/// sender, with which arguments, in which order. The timer's tick and the sender's completion are
/// closures the interactor passed to the mocks; the tests capture them and call them later, as the
/// real timer and network would.
@Suite struct VerificationInteractorTests {
    private let presenter = VerificationPresentingMock()
    private let timer = RepeatingTimerMock()
    private let sender = VerificationCodeSendingMock()

    private func makeInteractor(resendDelay: Int = 30) -> VerificationInteractor {
        VerificationInteractor(phoneNumber: "+44 7700 900123", resendDelay: resendDelay, presenter: presenter, timer: timer, sender: sender)
    }

    /// Calls the tick closure the interactor gave the timer `count` times.
    private func tick(_ count: Int) throws {
        let onTick = try #require(timer.startReceivedArguments?.onTick)
        for _ in 0..<count { onTick() }
    }

    @Test func initStartsTheCountdown() {
        let interactor = makeInteractor()

        #expect(timer.startCallsCount == 1)
        #expect(timer.startReceivedArguments?.seconds == 1)
        #expect(presenter.invocations == ["presentCountdown(secondsLeft:)"])
        #expect(presenter.presentCountdownReceivedSecondsLeft == 30)
        #expect(!sender.sendCodeCalled)
        withExtendedLifetime(interactor) {}
    }

    @Test func eachTickPresentsTheSecondsLeftThenOffersToResend() throws {
        let interactor = makeInteractor(resendDelay: 3)

        try tick(3)

        #expect(presenter.invocations == [
            "presentCountdown(secondsLeft:)",
            "presentCountdown(secondsLeft:)",
            "presentCountdown(secondsLeft:)",
            "presentResendAvailable()",
        ])
        #expect(presenter.presentCountdownReceivedInvocations == [3, 2, 1])
        #expect(timer.invocations == ["start(every:onTick:)", "stop()"])
        withExtendedLifetime(interactor) {}
    }

    @Test func resendingBeforeTheCountdownEndsDoesNothing() throws {
        let interactor = makeInteractor(resendDelay: 3)
        try tick(2)

        interactor.resendCode()

        #expect(!sender.sendCodeCalled)
    }

    @Test func resendingSendsACodeAndRestartsTheCountdownWhenItIsSent() throws {
        let interactor = makeInteractor(resendDelay: 2)
        try tick(2)

        interactor.resendCode()

        #expect(sender.sendCodeCallsCount == 1)
        #expect(sender.sendCodeReceivedArguments?.phoneNumber == "+44 7700 900123")
        #expect(!presenter.presentCodeSentCalled)

        let completion = try #require(sender.sendCodeReceivedArguments?.completion)
        completion(.success(()))

        #expect(presenter.presentCodeSentReceivedPhoneNumber == "+44 7700 900123")
        #expect(Array(presenter.invocations.suffix(2)) == ["presentCodeSent(to:)", "presentCountdown(secondsLeft:)"])
        #expect(presenter.presentCountdownReceivedInvocations == [2, 1, 2])
        #expect(timer.invocations == ["start(every:onTick:)", "stop()", "start(every:onTick:)"])
    }

    @Test func aFailedResendShowsTheErrorAndLeavesResendAvailable() throws {
        let interactor = makeInteractor(resendDelay: 1)
        try tick(1)

        interactor.resendCode()
        let completion = try #require(sender.sendCodeReceivedArguments?.completion)
        completion(.failure(.tooManyAttempts))
        interactor.resendCode()

        #expect(presenter.presentErrorReceivedInvocations == [.tooManyAttempts])
        #expect(timer.startCallsCount == 1)
        #expect(sender.sendCodeCallsCount == 2)
    }

    @Test func anAnswerAfterTheScreenIsGoneIsIgnored() throws {
        var interactor: VerificationInteractor? = makeInteractor(resendDelay: 1)
        try tick(1)
        interactor?.resendCode()
        interactor?.close()
        interactor = nil

        let completion = try #require(sender.sendCodeReceivedArguments?.completion)
        completion(.success(()))

        #expect(!presenter.presentCodeSentCalled)
        #expect(timer.invocations == ["start(every:onTick:)", "stop()", "stop()"])
    }

    @Test func aTimerThatFiresAtOnce() {
        timer.startClosure = { _, onTick in
            for _ in 0..<5 { onTick() }
        }

        let interactor = makeInteractor(resendDelay: 5)

        #expect(presenter.presentCountdownReceivedInvocations == [5, 4, 3, 2, 1])
        #expect(presenter.presentResendAvailableCallsCount == 1)
        withExtendedLifetime(interactor) {}
    }
}
