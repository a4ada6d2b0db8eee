import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// A type with an `.rx` namespace. Virtual time runs every binding on the test's thread, which is
/// all that touches `reading`.
final class Thermometer: ReactiveCompatible, @unchecked Sendable {
    // @unchecked Sendable: only the test's thread (running the TestScheduler) touches `reading`.
    var reading = 0
}

extension Reactive where Base: Thermometer {
    /// A custom binder, as RxSwift users write them.
    func reading(on scheduler: TestScheduler) -> Binder<Int> {
        Binder(base, scheduler: scheduler) { thermometer, value in thermometer.reading = value }
    }

    /// A custom property of the namespace.
    var isWarm: Bool { base.reading > 20 }
}

/// An object that is not `Sendable`, as RxSwift's tests and apps write them.
final class PlainCounter: ReactiveCompatible {
    var count = 0
}

// The binders of writable properties (`thermometer.rx.reading`) run on the main scheduler, which
// these tests, off the main thread, cannot wait for; Compatibility/BinderCompatibilityTests.swift
// and Compatibility/RxSwiftSuitePatternsCompatibilityTests.swift bind them on the main thread.
@Suite(.tags(.threads)) struct ReactiveTests {
    @Test func namespaceWrapsTheValue() {
        let thermometer = Thermometer()
        #expect(thermometer.rx.base === thermometer)
        #expect(Reactive(thermometer).base === thermometer)
        #expect(Thermometer.rx == Reactive<Thermometer>.self)
        var mutable = thermometer
        mutable.rx = Reactive(Thermometer())
        #expect(mutable.rx.base === thermometer)
    }

    @Test func extensionsOfTheNamespaceBind() {
        let scheduler = TestScheduler(initialClock: 0)
        let thermometer = Thermometer()
        let xs = scheduler.createHotObservable([.next(210, 15), .next(220, 25), .completed(230)])
        var warm: [Bool] = []
        scheduler.scheduleAt(200) { _ = xs.bind(to: thermometer.rx.reading(on: scheduler)) }
        scheduler.scheduleAt(215) { warm.append(thermometer.rx.isWarm) }
        scheduler.scheduleAt(225) { warm.append(thermometer.rx.isWarm) }
        scheduler.start()
        #expect(thermometer.reading == 25)
        #expect(warm == [false, true])
    }

    @Test func nsObjectIsReactiveCompatible() {
        let object = NSObject()
        #expect(object.rx.base === object)
    }

    @Test func aPlainObjectsPropertyBinderMadeOffTheMainThreadReportsEachElementInsteadOfBinding() {
        let reported = SharedLog()
        let made = DispatchSemaphore(value: 0)
        // A thread of its own, which is certainly not the main thread.
        let thread = Thread {
            let counter = PlainCounter()
            withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
                let binder = counter.rx.count
                binder.onNext(1)
                binder.onNext(2)
            }
            reported.append("count: \(counter.count)")
            made.signal()
        }
        thread.start()
        #expect(made.wait(timeout: .now() + 10) == .success)
        let message = "A Binder<Int> of PlainCounter was made off the main thread, and binds on the main thread, where "
            + "PlainCounter, not known to be Sendable, would cross threads: the element was dropped. Make the binder on the "
            + "main thread (in main-thread or @MainActor code), or bind on a TestScheduler in a test."
        #expect(reported.entries == [message, message, "count: 0"])
    }
}
