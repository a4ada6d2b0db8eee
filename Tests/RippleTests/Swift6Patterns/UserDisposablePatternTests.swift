import Ripple
import RippleTest
import Testing

// Swift 6 pattern 1: your own `Disposable` types hold non-`Sendable` state and work with
// `DisposeBag` and `disposed(by:)`. This file compiles in the Swift 6 language mode with complete
// checking and no warnings; that is half of what it tests.

/// A token holding a non-`Sendable` closure.
private final class Token: Disposable {
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        onDispose()
    }
}

/// The shape of the widely copied activity-indicator helper: a token that holds an observable
/// and a closure to run when it is disposed.
private final class ActivityToken<Element>: Disposable, ObservableConvertibleType {
    private let source: Observable<Element>
    private let disposeAction: () -> Void

    init(source: Observable<Element>, disposeAction: @escaping () -> Void) {
        self.source = source
        self.disposeAction = disposeAction
    }

    func dispose() {
        disposeAction()
    }

    func asObservable() -> Observable<Element> {
        source
    }
}

/// A non-final test double with mutable state.
private class TestDisposable: Disposable {
    var count = 0

    func dispose() {
        count += 1
    }
}

@Suite struct UserDisposablePatternTests {
    @Test func aTokenWithANonSendableClosureIsDisposedByItsBag() {
        var disposed: [String] = []
        var bag: DisposeBag? = DisposeBag()
        Token { disposed.append("token") }.disposed(by: bag!)
        #expect(disposed == [])
        bag = nil
        #expect(disposed == ["token"])
    }

    @Test func anActivityTokenHoldingAnObservableIsDisposedByItsBag() {
        var stopped = 0
        let subject = PublishSubject<Int>()
        let token = ActivityToken(source: subject.asObservable()) { stopped += 1 }
        var received: [Int] = []
        var bag = DisposeBag()
        token.asObservable().subscribe(onNext: { received.append($0) }).disposed(by: bag)
        token.disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        #expect(received == [1])
        #expect(stopped == 1)
        #expect(!subject.hasObservers)
    }

    @Test func aNonFinalTestDisposableCountsItsDisposals() {
        let disposable = TestDisposable()
        let composite = CompositeDisposable(disposable, Disposables.create())
        composite.dispose()
        composite.dispose()
        #expect(disposable.count == 1)
    }

    @Test func aUserDisposableReturnedFromCreateIsDisposedOnTermination() {
        let disposable = TestDisposable()
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onCompleted()
                return disposable
            }
        }
        #expect(res.events == [.next(200, 1), .completed(200)])
        #expect(disposable.count == 1)
    }
}
