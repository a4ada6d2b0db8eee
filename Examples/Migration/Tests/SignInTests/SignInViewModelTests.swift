import RxBlocking
import RxSwift
import RxTest
import SignIn
import XCTest

/// RxTest- and RxBlocking-style tests, unchanged from RxSwift: they still import RxSwift, RxTest
/// and RxBlocking (see `Package.swift`).
final class SignInViewModelTests: XCTestCase {
    private struct WrongPassword: Error, CustomStringConvertible {
        var description: String { "wrong password" }
    }

    private struct UnexpectedCall: Error {}

    /// Answers from test observables, and records the credentials it was called with.
    private final class FakeAuthService: AuthService {
        var signInResults: [RxSwift.Observable<String>] = []
        var signOutResult: Completable = .empty()
        private(set) var calls: [String] = []

        func signIn(email: String, password: String) -> Single<String> {
            calls.append(email)
            guard !signInResults.isEmpty else { return .error(UnexpectedCall()) }
            return signInResults.removeFirst().asSingle()
        }

        func signOut() -> Completable {
            signOutResult
        }
    }

    private var scheduler: RxTest.TestScheduler!
    private var service: FakeAuthService!
    private var viewModel: SignInViewModel!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0, resolution: 0.1) // a tick is 100 ms
        service = FakeAuthService()
        viewModel = SignInViewModel(service: service, scheduler: scheduler)
        disposeBag = DisposeBag()
    }

    func testTheButtonIsEnabledForAnEmailAndALongEnoughPassword() {
        scheduler.createColdObservable([.next(10, "ann@example.com")])
            .bind(to: viewModel.email)
            .disposed(by: disposeBag)
        scheduler.createColdObservable([.next(20, "short"), .next(30, "long enough")])
            .bind(to: viewModel.password)
            .disposed(by: disposeBag)

        let res = scheduler.start(created: 0, subscribed: 0, disposed: 100) { self.viewModel.isSignInEnabled }

        XCTAssertEqual(res.events, [.next(0, false), .next(30, true)])
    }

    func testTapsSignInOnceASecondWithTheLatestCredentials() {
        viewModel.email.accept("ann@example.com")
        viewModel.password.accept("long enough")
        let answer = scheduler.createColdObservable([.next(5, "token-1"), .completed(5)])
        service.signInResults = [answer.asObservable()]
        scheduler.createHotObservable([.next(210, ()), .next(213, ()), .next(216, ())])
            .bind(to: viewModel.signInTaps)
            .disposed(by: disposeBag)

        let res = scheduler.start { self.viewModel.token }

        XCTAssertEqual(res.events, [.next(215, "token-1")])
        XCTAssertEqual(answer.subscriptions, [Subscription(210, 215)])
        XCTAssertEqual(service.calls, ["ann@example.com"])
    }

    func testAFailedSignInShowsAMessageAndTheButtonWorksAgain() {
        viewModel.email.accept("ann@example.com")
        viewModel.password.accept("long enough")
        service.signInResults = [
            scheduler.createColdObservable([.error(5, WrongPassword(), String.self)]).asObservable(),
            scheduler.createColdObservable([.next(5, "token-2"), .completed(5)]).asObservable(),
        ]
        scheduler.createHotObservable([.next(210, ()), .next(300, ())])
            .bind(to: viewModel.signInTaps)
            .disposed(by: disposeBag)
        let messages = scheduler.createObserver(String.self)
        viewModel.errorMessage.subscribe(messages).disposed(by: disposeBag)

        let tokens = scheduler.start { self.viewModel.token }

        XCTAssertEqual(messages.events, [.next(215, "Could not sign in: wrong password")])
        XCTAssertEqual(tokens.events, [.next(305, "token-2")])
    }

    func testSignOutCompletesAndClearsThePassword() {
        viewModel.password.accept("long enough")
        let signOut = scheduler.createColdObservable([.completed(20, Never.self)])
        service.signOutResult = signOut.asCompletable()

        let res = scheduler.start { self.viewModel.signOut() }

        XCTAssertEqual(res.events, [.completed(220, Never.self)])
        XCTAssertEqual(signOut.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(viewModel.password.value, "")
    }

    func testTheButtonStartsDisabled() throws {
        let blocking: RxBlocking.BlockingObservable<Bool> = viewModel.isSignInEnabled.toBlocking(timeout: 1)
        XCTAssertEqual(try blocking.first(), false)
    }

    func testAFailedSignOutKeepsThePassword() {
        viewModel.password.accept("long enough")
        service.signOutResult = .error(WrongPassword())
        XCTAssertThrowsError(try viewModel.signOut().toBlocking(timeout: 1).first()) { error in
            XCTAssertTrue(error is WrongPassword)
        }
        XCTAssertEqual(viewModel.password.value, "long enough")
    }
}
