import RippleMockable

// The collaborators of the phone verification screen, split as in VIP (view, interactor,
// presenter). `@Mockable` generates a spy for each: `VerificationPresentingMock`,
// `VerificationDisplayingMock`, `RepeatingTimerMock` and `VerificationCodeSendingMock`.

/// What the interactor asks the presenter to show.
@Mockable
protocol VerificationPresenting {
    func presentCountdown(secondsLeft: Int)
    func presentResendAvailable()
    func presentCodeSent(to phoneNumber: String)
    func presentError(_ error: VerificationError)
}

/// The screen, as the presenter drives it.
@Mockable
protocol VerificationDisplaying: AnyObject {
    func displayResendButton(title: String, isEnabled: Bool)
    func displayMessage(_ text: String)
}

/// A timer calling `onTick` every `seconds` until stopped.
@Mockable
protocol RepeatingTimer {
    func start(every seconds: Int, onTick: @escaping () -> Void)
    func stop()
}

/// Sends a verification code by text message, calling `completion` when the server answered.
@Mockable
protocol VerificationCodeSending {
    func sendCode(to phoneNumber: String, completion: @escaping (Result<Void, VerificationError>) -> Void)
}

/// Why a code could not be sent.
enum VerificationError: Error, Equatable {
    case tooManyAttempts
    case offline
}
