import Foundation
import RxRelay
import RxSwift

/// The server side of signing in, as the app's network layer offers it.
public protocol AuthService {
    /// Signs in and emits the session's token.
    func signIn(email: String, password: String) -> Single<String>
    /// Ends the session.
    func signOut() -> Completable
}

/// A sign-in screen's model, written for RxSwift 6 and built against Ripple without a change:
/// this file still says `import RxSwift` and `import RxRelay` (see `Package.swift`).
public final class SignInViewModel {
    /// The email field's text.
    public let email = BehaviorRelay<String>(value: "")
    /// The password field's text.
    public let password = BehaviorRelay<String>(value: "")
    /// The sign-in button's taps.
    public let signInTaps = PublishRelay<Void>()

    /// Whether the button is enabled: an email with an `@` and a password of 8 characters or more.
    public let isSignInEnabled: RxSwift.Observable<Bool>
    /// The token of each successful sign-in; a tap within a second of the last one is ignored.
    public let token: Observable<String>
    /// A message for each failed sign-in; the button works again afterwards.
    public let errorMessage: Observable<String>

    private let service: AuthService

    /// - Parameters:
    ///   - service: Signs in and out.
    ///   - scheduler: Times the one-second window in which repeated taps are ignored.
    public init(service: AuthService, scheduler: SchedulerType) {
        self.service = service
        let credentials = Observable.combineLatest(email.asObservable(), password.asObservable())
        isSignInEnabled = credentials
            .map { email, password in email.contains("@") && password.count >= 8 }
            .distinctUntilChanged()
        let attempts = signInTaps
            .throttle(.seconds(1), latest: false, scheduler: scheduler)
            .withLatestFrom(credentials)
            .flatMapLatest { email, password in
                service.signIn(email: email, password: password).asObservable().materialize()
            }
            .share()
        token = attempts.compactMap { $0.element }
        errorMessage = attempts.compactMap { $0.error }.map { "Could not sign in: \($0)" }
    }

    /// Signs out, then clears the password field.
    public func signOut() -> Completable {
        let password = password
        return service.signOut().andThen(Completable.deferred {
            password.accept("")
            return .empty()
        })
    }
}
