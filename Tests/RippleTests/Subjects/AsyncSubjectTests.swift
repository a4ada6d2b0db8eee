import Ripple
import RippleTest
import Testing

@Suite struct AsyncSubjectTests {
    @Test func emitsTheLastElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = subject.subscribe(early) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(130) { subject.onCompleted() }
        scheduler.scheduleAt(140) { _ = subject.subscribe(late) }
        scheduler.start()
        #expect(early.events == [.next(130, 2), .completed(130)])
        #expect(late.events == [.next(140, 2), .completed(140)])
    }

    @Test func completesWithoutElementWhenNoneWasSent() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onCompleted()
        #expect(events == [.completed])
    }

    @Test func errorDropsTheLastElement() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onError(TestError())
        #expect(events == [.error(TestError())])
    }
}
