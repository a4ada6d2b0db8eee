/// The phone verification screen's logic: a code was just sent, so the user may ask for another
/// one only after a countdown; asking sends it and starts the countdown again.
final class VerificationInteractor {
    private let phoneNumber: String
    private let resendDelay: Int
    private let presenter: any VerificationPresenting
    private let timer: any RepeatingTimer
    private let sender: any VerificationCodeSending
    private var secondsLeft = 0

    /// Starts the countdown at once.
    init(
        phoneNumber: String,
        resendDelay: Int = 30,
        presenter: any VerificationPresenting,
        timer: any RepeatingTimer,
        sender: any VerificationCodeSending
    ) {
        self.phoneNumber = phoneNumber
        self.resendDelay = resendDelay
        self.presenter = presenter
        self.timer = timer
        self.sender = sender
        startCountdown()
    }

    /// Sends a new code, if the countdown is over.
    func resendCode() {
        guard secondsLeft == 0 else { return }
        sender.sendCode(to: phoneNumber) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                presenter.presentCodeSent(to: phoneNumber)
                startCountdown()
            case .failure(let error):
                presenter.presentError(error)
            }
        }
    }

    /// The screen is going away.
    func close() {
        timer.stop()
    }

    private func startCountdown() {
        secondsLeft = resendDelay
        presenter.presentCountdown(secondsLeft: secondsLeft)
        timer.start(every: 1) { [weak self] in self?.tick() }
    }

    private func tick() {
        secondsLeft -= 1
        if secondsLeft > 0 {
            presenter.presentCountdown(secondsLeft: secondsLeft)
        } else {
            timer.stop()
            presenter.presentResendAvailable()
        }
    }
}
