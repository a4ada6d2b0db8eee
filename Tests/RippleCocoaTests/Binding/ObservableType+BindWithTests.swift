import Ripple
import RippleCocoa
import RippleTest
import Testing
import TestSupport

@Suite struct ObservableTypeBindWithTests {
    final class Label {
        var text = ""
    }

    @Test func bindWithSetsElementsOnTheObjectWhileItLives() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(240)])
        var label: Label? = Label()
        weak let watched = label
        var texts: [String] = []
        scheduler.scheduleAt(200) {
            _ = xs.bind(with: label ?? Label()) { label, text in
                label.text = text
                texts.append(label.text)
            }
        }
        scheduler.scheduleAt(220) { label = nil }
        scheduler.start()
        #expect(texts == ["a"])
        #expect(watched == nil)
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }

    @Test func disposingTheBindingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        let label = Label()
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(with: label) { $0.text = $1 } }
        scheduler.scheduleAt(220) { binding?.dispose() }
        scheduler.start()
        #expect(label.text == "a")
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func anErrorEndsTheBindingAndIsReported() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, TestError(name: "bind with boom")), .next(230, "b")])
            let label = Label()
            scheduler.scheduleAt(200) { _ = xs.bind(with: label) { $0.text = $1 } }
            scheduler.start()
            #expect(label.text == "a")
            #expect(xs.subscriptions == [Subscription(200, 220)])
            #expect(reported.entries.filter { $0.contains("bind with boom") } == ["Binding error: bind with boom"])
        }
    }
}
