import Ripple
import RippleTest
import Testing
import TestSupport

// Swift 6 pattern 3: a custom operator built with `create` that keeps a `var` of subscriptions
// shared by its subscribe code and its dispose closure, and a `subscribe(weak:)`-style helper
// that builds its disposable from a closure.

extension ObservableType {
    /// Subscribes to `sources` one after another, the next one when the previous one completes, in
    /// the shape of a cascade operator: the subscriptions live in a `var` that the subscribe code
    /// and the dispose closure share.
    fileprivate static func cascade(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.create { observer in
            var current: Disposable?
            var isDisposed = false
            var index = 0
            func subscribeNext() {
                guard !isDisposed, index < sources.count else {
                    if !isDisposed { observer.onCompleted() }
                    return
                }
                let source = sources[index]
                index += 1
                current = source.subscribe(
                    onNext: { observer.onNext($0) },
                    onError: { observer.onError($0) },
                    onCompleted: { subscribeNext() }
                )
            }
            subscribeNext()
            return Disposables.create {
                isDisposed = true
                current?.dispose()
                current = nil
            }
        }
    }

    /// Subscribes with a handler that is only called while `object` is alive, as the widely
    /// copied `subscribe(weak:)` helpers do; the disposable comes from a closure.
    fileprivate func subscribe<Object: AnyObject>(weak object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        var subscription: Disposable?
        subscription = subscribe(onNext: { [weak object] element in
            guard let object else {
                subscription?.dispose()
                return
            }
            onNext(object, element)
        })
        return Disposables.create { subscription?.dispose() }
    }
}

/// A non-`Sendable` object a helper holds weakly.
private final class Screen {
    var shown: [Int] = []
}

@Suite struct CustomOperatorPatternTests {
    @Test func theCascadeSubscribesToEachSourceInTurnAndDisposesTheCurrentOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let second = scheduler.createColdObservable([.next(10, 2), .next(900, 3)])
        let res = scheduler.start {
            Observable<Int>.cascade([first.asObservable(), second.asObservable()])
        }
        #expect(res.events == [.next(210, 1), .next(230, 2)])
        #expect(first.subscriptions == [Subscription(200, 220)])
        #expect(second.subscriptions == [Subscription(220, 1000)])
    }

    @Test func theCascadeForwardsErrorsAndCompletesAfterTheLastSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let failing = scheduler.createColdObservable([.error(5, TestError())] as [Recorded<Event<Int>>])
        let failed = scheduler.start {
            Observable<Int>.cascade([first.asObservable(), failing.asObservable()])
        }
        #expect(failed.events == [.next(210, 1), .error(225, TestError())])
        let completing = TestScheduler(initialClock: 0)
        let only = completing.createColdObservable([.next(10, 7), .completed(20)])
        let completed = completing.start { Observable<Int>.cascade([only.asObservable()]) }
        #expect(completed.events == [.next(210, 7), .completed(220)])
    }

    @Test func theWeakHelperDeliversWhileTheObjectLivesAndDisposesAfter() {
        let subject = PublishSubject<Int>()
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        let subscription = subject.subscribe(weak: screen!) { screen, value in screen.shown.append(value) }
        subject.onNext(1)
        #expect(screen?.shown == [1])
        screen = nil
        #expect(weakScreen == nil)
        subject.onNext(2)
        #expect(!subject.hasObservers)
        subscription.dispose()
    }
}
