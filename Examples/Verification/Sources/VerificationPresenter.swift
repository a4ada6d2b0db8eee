import Foundation

/// Turns the interactor's answers into what the screen shows.
final class VerificationPresenter: VerificationPresenting {
    private weak var view: (any VerificationDisplaying)?

    init(view: any VerificationDisplaying) {
        self.view = view
    }

    func presentCountdown(secondsLeft: Int) {
        let time = String(format: "%d:%02d", secondsLeft / 60, secondsLeft % 60)
        view?.displayResendButton(title: "Resend code in \(time)", isEnabled: false)
    }

    func presentResendAvailable() {
        view?.displayResendButton(title: "Resend code", isEnabled: true)
    }

    func presentCodeSent(to phoneNumber: String) {
        view?.displayMessage("We sent a new code to \(phoneNumber).")
    }

    func presentError(_ error: VerificationError) {
        switch error {
        case .tooManyAttempts:
            view?.displayMessage("Too many attempts. Try again later.")
        case .offline:
            view?.displayMessage("You are offline. Check your connection and try again.")
        }
    }
}
