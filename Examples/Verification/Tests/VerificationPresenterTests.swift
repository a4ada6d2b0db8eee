import Testing
@testable import Verification

/// The presenter tested by what it asks the view to display, and with which arguments.
@Suite struct VerificationPresenterTests {
    private let view = VerificationDisplayingMock()

    @Test func theCountdownDisablesTheButtonAndShowsMinutesAndSeconds() {
        let presenter = VerificationPresenter(view: view)

        presenter.presentCountdown(secondsLeft: 75)
        presenter.presentCountdown(secondsLeft: 9)

        #expect(view.displayResendButtonReceivedInvocations.map(\.title) == ["Resend code in 1:15", "Resend code in 0:09"])
        #expect(view.displayResendButtonReceivedInvocations.map(\.isEnabled) == [false, false])
        #expect(view.invocations == ["displayResendButton(title:isEnabled:)", "displayResendButton(title:isEnabled:)"])
    }

    @Test func resendAvailableEnablesTheButton() {
        VerificationPresenter(view: view).presentResendAvailable()

        #expect(view.displayResendButtonReceivedArguments?.title == "Resend code")
        #expect(view.displayResendButtonReceivedArguments?.isEnabled == true)
        #expect(!view.displayMessageCalled)
    }

    @Test(arguments: [
        (VerificationError.tooManyAttempts, "Too many attempts. Try again later."),
        (.offline, "You are offline. Check your connection and try again."),
    ])
    func errorsAreExplained(error: VerificationError, message: String) {
        VerificationPresenter(view: view).presentError(error)

        #expect(view.displayMessageReceivedText == message)
        #expect(view.invocations == ["displayMessage(_:)"])
    }

    @Test func theViewIsNotKeptAlive() {
        var view: VerificationDisplayingMock? = VerificationDisplayingMock()
        weak let released = view
        let presenter = VerificationPresenter(view: view!)

        view = nil
        presenter.presentResendAvailable()

        #expect(released == nil)
    }
}
