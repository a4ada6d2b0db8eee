import Ripple
import RippleTest
import Testing

@Suite struct TraitSubscribeWithTests {
    private final class Screen {
        var log: [String] = []
    }

    @Test func singleSuccess() {
        let screen = Screen()
        _ = Single.just(1).subscribe(
            with: screen,
            onSuccess: { $0.log.append("success \($1)") },
            onFailure: { $0.log.append("failure \($1)") },
            onDisposed: { $0.log.append("disposed") }
        )
        #expect(screen.log == ["success 1", "disposed"])
    }

    @Test func singleFailure() {
        let screen = Screen()
        _ = Single<Int>.error(TestError(name: "boom")).subscribe(
            with: screen,
            onSuccess: { $0.log.append("success \($1)") },
            onFailure: { $0.log.append("failure \($1)") }
        )
        #expect(screen.log == ["failure boom"])
    }

    @Test func singleHandlersStopOnceTheObjectIsGone() {
        var screen: Screen? = Screen()
        var calls = 0
        let subject = PublishSubject<Int>()
        _ = subject.asSingle().subscribe(with: screen!, onSuccess: { _, _ in calls += 1 })
        subject.onNext(1)
        screen = nil
        subject.onCompleted()
        #expect(calls == 0)
    }

    @Test func maybeOutcomes() {
        let screen = Screen()
        _ = Maybe.just(1).subscribe(with: screen, onSuccess: { $0.log.append("success \($1)") }, onCompleted: { $0.log.append("empty") })
        _ = Maybe<Int>.empty().subscribe(with: screen, onSuccess: { $0.log.append("success \($1)") }, onCompleted: { $0.log.append("empty") })
        _ = Maybe<Int>.error(TestError(name: "boom")).subscribe(with: screen, onError: { $0.log.append("error \($1)") }, onDisposed: { $0.log.append("disposed") })
        #expect(screen.log == ["success 1", "empty", "error boom", "disposed"])
    }

    @Test func completableOutcomes() {
        let screen = Screen()
        _ = Completable.empty().subscribe(with: screen, onCompleted: { $0.log.append("completed") }, onDisposed: { $0.log.append("disposed") })
        _ = Completable.error(TestError(name: "boom")).subscribe(with: screen, onError: { $0.log.append("error \($1)") })
        #expect(screen.log == ["completed", "disposed", "error boom"])
    }

    @Test func completableHandlersStopOnceTheObjectIsGone() {
        var screen: Screen? = Screen()
        var calls = 0
        let subject = PublishSubject<Never>()
        let subscription = subject.asCompletable().subscribe(with: screen!, onCompleted: { _ in calls += 1 }, onDisposed: { _ in calls += 1 })
        screen = nil
        subject.onCompleted()
        subscription.dispose()
        #expect(calls == 0)
    }
}
