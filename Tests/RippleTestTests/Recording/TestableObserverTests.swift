import Ripple
import RippleTest
import Testing

/// The recording observer: every event with the scheduler's clock, whether it comes through
/// `on(_:)` or as an element through `onNext(_:)`.
@Suite struct TestableObserverTests {
    @Test func recordsEachEventWithTheClockWhicheverWayItCame() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { observer.on(.next(2)) }
        scheduler.scheduleAt(30) { observer.onNext(3) }
        scheduler.scheduleAt(40) { observer.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    }

    /// Recording keeps every element through the growth of its buffer, between stop events, and
    /// what `events` returned earlier stays as it was.
    @Test func recordsManyElementsAndStopEventsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        var expected: [Recorded<Event<String>>] = []
        for time in 1...100 {
            let event: Event<String> = time % 40 == 0 ? .completed : .next("e\(time)")
            expected.append(Recorded(time: time, value: event))
            scheduler.scheduleAt(time) { observer.on(event) }
        }
        var early: [Recorded<Event<String>>] = []
        scheduler.scheduleAt(50) { early = observer.events }
        scheduler.start()
        #expect(observer.events == expected)
        #expect(early == Array(expected.prefix(50)))
    }

    /// The observer's recording owns its elements: they live as long as it does, and no longer.
    @Test func releasesRecordedElementsWithTheObserver() {
        final class Box {}
        weak var first: Box?
        weak var last: Box?
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let observer = scheduler.createObserver(Box.self)
            for time in 1...20 {
                let box = Box()
                if time == 1 { first = box }
                if time == 20 { last = box }
                scheduler.scheduleAt(time) { observer.onNext(box) }
            }
            scheduler.start()
            #expect(first != nil && last != nil)
            #expect(observer.events.count == 20)
        }
        #expect(first == nil && last == nil)
    }
}
