import Ripple
import RippleTest
import Testing

@Suite struct RepeatElementTests {
    private final class NonSendableBox {
        let value: Int

        init(value: Int) {
            self.value = value
        }
    }

    @Test func emitsTheElementOncePerTickUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 207) { Observable.repeatElement(42, scheduler: scheduler) }
        #expect(res.events == [.next(201, 42), .next(202, 42), .next(203, 42), .next(204, 42), .next(205, 42), .next(206, 42)])
    }

    @Test func takeTerminatesTheDefaultSchedulerRepetition() {
        var received: [Int] = []
        var completed = false
        _ = Observable.repeatElement(1).take(3).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        #expect(received == [1, 1, 1])
        #expect(completed)
    }

    @Test func takeTerminatesTheScheduledRepetition() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.repeatElement("a", scheduler: scheduler).take(2) }
        #expect(res.events == [.next(201, "a"), .next(202, "a"), .completed(202)])
    }

    @Test func defaultSchedulerAcceptsNonSendableElements() {
        let box = NonSendableBox(value: 7)
        var received: [Int] = []
        _ = Observable.repeatElement(box).take(2).subscribe(onNext: { received.append($0.value) })
        #expect(received == [7, 7])
    }
}
