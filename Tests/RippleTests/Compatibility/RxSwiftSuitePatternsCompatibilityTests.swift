import Foundation
import Ripple
import RippleTest
import XCTest

/// An object as RxSwift's test suite writes them: a plain class, not `Sendable`.
final class PlainObject: ReactiveCompatible {
    var number = 0
}

/// A plain class, neither `Sendable` nor isolated to the main actor, with a custom binder written as
/// RxCocoa users write them.
final class PlainWidget: ReactiveCompatible {
    var title = ""
}

extension Reactive where Base: PlainWidget {
    var title: Binder<String> { Binder(base) { $0.title = $1 } }
}

/// A label isolated to the main actor, with a custom binder written as RxCocoa writes its own.
@MainActor final class MainActorLabel: ReactiveCompatible {
    var text: String?
}

extension Reactive where Base: MainActorLabel {
    @MainActor var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}

/// The patterns of RxSwift's own test suite that Swift 6 checks, written as that suite writes
/// them, in the Swift 6 language mode: binders of plain classes, `Reactive`'s dynamic members on a
/// plain class, a custom binder of a `@MainActor` class, and scheduler actions that capture the
/// test's own state on the current-thread and virtual-time schedulers. XCTest runs them on the main
/// thread.
final class RxSwiftSuitePatternsCompatibilityTests: XCTestCase {
    func testBindingOnNonMainQueueDispatchesToMainQueue() {
        let waitForElement = expectation(description: "wait until element arrives")
        let target = NSObject()
        let bindingObserver = Binder(target) { (_, _: Int) in
            MainScheduler.ensureRunningOnMainThread()
            waitForElement.fulfill()
        }

        DispatchQueue.global(qos: .default).async {
            bindingObserver.on(.next(1))
        }

        wait(for: [waitForElement], timeout: 10)
    }

    func testBindingDoesNotExecuteAfterTargetDeallocated() {
        var target: NSObject? = NSObject()
        let bindings = Locked(0)

        let binder = Binder(target!) { (_, _: Int) in
            bindings.withValue { $0 += 1 }
        }
        binder.on(.next(1))
        target = nil
        binder.on(.next(2))

        XCTAssertEqual(bindings.value, 1)
    }

    func testBinderDoesNotRetainTarget() {
        var target: NSObject? = NSObject()
        weak let weakTarget = target

        _ = Binder(target!) { (_, _: Int) in }

        target = nil

        XCTAssertNil(weakTarget)
    }

    func testBindingDoesNotExecuteAfterTargetDeallocatedWhileTheTestKeepsTheTarget() {
        var target: NSObject? = NSObject()
        let bindingExecuted = Locked(false)

        let binder = Binder(target!) { (_, _: Int) in
            bindingExecuted.value = true
        }

        target = nil
        binder.on(.next(1))

        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))

        XCTAssertFalse(bindingExecuted.value)
    }

    func testACustomBinderOfAPlainClassBindsOnTheMainThread() {
        let widget = PlainWidget()
        let subject = PublishSubject<String>()
        let subscription = subject.bind(to: widget.rx.title)
        subject.onNext("hello")
        XCTAssertEqual(widget.title, "hello")
        subscription.dispose()
    }

    func testAnErrorGoesToTheDefaultErrorHandler() {
        let reported = SharedLog()
        let binder = Binder(NSObject()) { (_, _: Int) in }
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            binder.on(.error(TestError(name: "binding failure")))
        }
        XCTAssertEqual(reported.entries, ["Binding error: binding failure"])
    }

    func testDynamicLookupOnAPlainClass() {
        let object = PlainObject()
        _ = Observable.just(10).bind(to: object.rx.number)
        XCTAssertEqual(object.number, 10)
    }

    func testACustomBinderOfAMainActorClassBindsOnTheMainActor() {
        MainActor.assumeIsolated {
            let label = MainActorLabel()
            let subject = PublishSubject<String?>()
            let subscription = subject.bind(to: label.rx.text)
            subject.onNext("hello")
            XCTAssertEqual(label.text, "hello")
            subject.onNext(nil)
            XCTAssertNil(label.text)
            subscription.dispose()
        }
    }

    func testCurrentThreadScheduler_basicScenario() {
        var messages = [Int]()
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            messages.append(1)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                messages.append(3)
                _ = CurrentThreadScheduler.instance.schedule(()) {
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }

        XCTAssertEqual(messages, [1, 2, 3, 4, 5])
    }

    func testCurrentThreadScheduler_scheduleRecursive() {
        var messages = [Int]()
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
            messages.append(state)
            if state < 3 {
                recurse(state + 1)
            }
        }

        XCTAssertEqual(messages, [0, 1, 2, 3])
    }

    func testHistoricalScheduler_start() {
        let scheduler = HistoricalScheduler()

        var times: [Date] = []

        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times.append(scheduler.now)
                return Disposables.create()
            }
        }

        scheduler.start()

        XCTAssertEqual(times, [
            Date(timeIntervalSince1970: 10.0),
            Date(timeIntervalSince1970: 10.0),
            Date(timeIntervalSince1970: 30.0),
        ])
    }

    func testTestScheduler_scheduleRecursive() {
        let scheduler = TestScheduler(initialClock: 0)

        var ticks: [TestTime] = []
        _ = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { count, recurse in
            ticks.append(scheduler.clock)
            if count < 2 {
                recurse(count + 1, .seconds(10))
            }
        }

        scheduler.start()

        XCTAssertEqual(ticks, [10, 20, 30])
    }
}
