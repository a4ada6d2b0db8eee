import Ripple
import RippleTest
import Testing

@Suite struct SubscribeWithTests {
    private final class Screen {
        var log: [String] = []
    }

    @Test func handlersReceiveTheObject() {
        let screen = Screen()
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(
            with: screen,
            onNext: { $0.log.append("next \($1)") },
            onError: { $0.log.append("error \($1)") },
            onCompleted: { $0.log.append("completed") },
            onDisposed: { $0.log.append("disposed") }
        )
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        #expect(screen.log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func errorReachesTheErrorHandler() {
        let screen = Screen()
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(with: screen, onError: { $0.log.append("error \($1)") }, onDisposed: { $0.log.append("disposed") })
        subject.onError(TestError(name: "boom"))
        #expect(screen.log == ["error boom", "disposed"])
    }

    @Test func handlersStopOnceTheObjectIsGoneButTheSubscriptionGoesOn() {
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        var seen: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(with: screen!, onNext: { _, value in seen.append(value) })
        subject.onNext(1)
        screen = nil
        #expect(weakScreen == nil)
        subject.onNext(2)
        #expect(seen == [1])
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func disposalRunsOnDisposedWithTheObject() {
        let screen = Screen()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(with: screen, onNext: { $0.log.append("next \($1)") }, onDisposed: { $0.log.append("disposed") })
        }
        scheduler.scheduleAt(300) { subscription?.dispose() }
        scheduler.start()
        #expect(screen.log == ["next 1", "disposed"])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func errorWithoutHandlerIsDroppedAsInRxSwift() {
        let screen = Screen()
        let subject = PublishSubject<Int>()
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            _ = subject.subscribe(with: screen, onNext: { $0.log.append("next \($1)") })
            subject.onError(TestError(name: "unhandled"))
        }
        #expect(!reported.entries.contains("unhandled"))
        #expect(screen.log == [])
    }
}
