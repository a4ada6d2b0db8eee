import Dispatch
import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite(.tags(.threads)) struct BinderTests {
    /// A bound object, not `Sendable`: virtual time runs every binding on the test's thread.
    final class Gauge {
        var log: [String] = []
    }

    @Test func bindsEachElementOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let gauge = Gauge()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230), .next(240, 3)])
        let binder = Binder<Int>(gauge, scheduler: scheduler) { gauge, value in gauge.log.append("\(value) at \(scheduler.clock)") }
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.start()
        #expect(gauge.log == ["1 at 211", "2 at 221"])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func aReleasedTargetIsNotBound() {
        let scheduler = TestScheduler(initialClock: 0)
        var gauge: Gauge? = Gauge()
        let bound = Locked(0)
        let binder = Binder<Int>(gauge!, scheduler: scheduler) { _, _ in bound.withValue { $0 += 1 } }
        let subject = PublishSubject<Int>()
        _ = subject.bind(to: binder)
        scheduler.scheduleAt(100) { subject.onNext(1) }
        scheduler.scheduleAt(200) { gauge = nil }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.start()
        #expect(gauge == nil)
        #expect(bound.value == 1)
    }

    @Test func anErrorGoesToTheDefaultErrorHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let gauge = Gauge()
        let reported = SharedLog()
        let binder = Binder<Int>(gauge, scheduler: scheduler) { gauge, value in gauge.log.append("\(value)") }
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            binder.on(.error(TestError(name: "binder failure")))
        }
        binder.onCompleted()
        binder.onNext(5)
        scheduler.start()
        #expect(reported.entries.filter { $0.contains("binder failure") } == ["Binding error: binder failure"])
        #expect(gauge.log == ["5"])
    }

    @Test func asObserverAndMapObserverForward() {
        let scheduler = TestScheduler(initialClock: 0)
        let gauge = Gauge()
        let binder = Binder(gauge, scheduler: scheduler) { (gauge, value: String) in gauge.log.append(value) }
        binder.asObserver().onNext("a")
        binder.mapObserver { (number: Int) in "#\(number)" }.onNext(2)
        scheduler.start()
        #expect(gauge.log == ["a", "#2"])
    }

    @Test func aVirtualTimeBindingMayCaptureTheTestsState() {
        let scheduler = TestScheduler(initialClock: 0)
        let gauge = Gauge()
        var bound: [Int] = []
        let binder = Binder<Int>(gauge, scheduler: scheduler) { gauge, value in
            gauge.log.append("\(value)")
            bound.append(value)
        }
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.start()
        #expect(bound == [1, 2])
        #expect(gauge.log == ["1", "2"])
    }

    @Test func aSendableTargetOnAnotherSchedulerBindsOnThatScheduler() {
        let log = SharedLog()
        let bound = DispatchSemaphore(value: 0)
        let binder = Binder<Int>(log, scheduler: ConcurrentDispatchQueueScheduler(qos: .default)) { log, value in
            log.append("\(value)")
            bound.signal()
        }
        binder.onNext(1)
        #expect(bound.wait(timeout: .now() + 10) == .success)
        #expect(log.entries == ["1"])
    }
}

/// A label isolated to the main actor, bound as RxCocoa binds its views.
@MainActor private final class Label {
    var text: String?
}

/// Binders of the main scheduler, whose bindings are isolated to the main actor. These tests run
/// on the main actor, whose executor is the main queue (on Linux, serviced by whichever worker
/// thread is free); the waits are bounded, so a main queue that never ran would fail them.
@Suite(.tags(.threads)) struct BinderMainSchedulerTests {
    @MainActor @Test func aMainActorBindingRunsOnTheMainActorForElementsFromAnyThread() async {
        let label = Label()
        let binder = Binder(label) { label, text in label.text = text }
        DispatchQueue.dedicated().async { binder.onNext("from a background thread") }
        await waitOnTheMainActor { label.text != nil }
        #expect(label.text == "from a background thread")
    }

    @MainActor @Test func aBinderOfAReleasedTargetDropsTheElement() async {
        var label: Label? = Label()
        let bound = Locked(0)
        let binder = Binder(label!) { (_, _: Int) in bound.withValue { $0 += 1 } }
        label = nil
        binder.onNext(1)
        let marker = Locked(false)
        DispatchQueue.main.async { marker.value = true }
        await waitOnTheMainActor { marker.value }
        #expect(bound.value == 0)
    }
}

/// A widget that is neither `Sendable` nor isolated to the main actor: a plain class, as apps
/// write the targets of their own binders.
final class Widget: ReactiveCompatible {
    var title = ""
}

extension Reactive where Base: Widget {
    /// RxCocoa's everyday custom binder, written as RxCocoa users write it.
    var title: Binder<String> { Binder(base) { $0.title = $1 } }
}

/// The custom binder of a plain class: it belongs to the main thread, where it binds.
@Suite(.tags(.threads)) struct BinderOfAPlainClassTests {
    @MainActor @Test func madeOnTheMainActorItBindsElementsFromAnyThread() async {
        let widget = Widget()
        let binder = widget.rx.title
        DispatchQueue.dedicated().async { binder.onNext("from a background thread") }
        await waitOnTheMainActor { !widget.title.isEmpty }
        #expect(widget.title == "from a background thread")
    }

    @Test func madeOffTheMainThreadItReportsEachElementInsteadOfBinding() {
        let reported = SharedLog()
        let done = DispatchSemaphore(value: 0)
        // A thread of its own, which is certainly neither the main thread nor the main queue.
        Thread {
            let widget = Widget()
            withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
                let binder = widget.rx.title
                binder.onNext("a")
                binder.onNext("b")
            }
            reported.append("title: '\(widget.title)'")
            done.signal()
        }.start()
        #expect(done.wait(timeout: .now() + 10) == .success)
        let message = "A Binder<String> of Widget was made off the main thread, and binds on the main thread, where Widget, "
            + "not known to be Sendable, would cross threads: the element was dropped. Make the binder on the main thread (in "
            + "main-thread or @MainActor code), or bind on a TestScheduler in a test."
        #expect(reported.entries.filter { $0.contains("Widget") || $0.hasPrefix("title:") } == [message, message, "title: ''"])
    }
}

/// Waits, letting the main actor's executor run, until `condition` holds or ten seconds passed.
@MainActor
private func waitOnTheMainActor(_ condition: () -> Bool) async {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() && ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(5))
    }
}
