import Ripple
import RippleTest
import Testing

@Suite struct ReplaySubjectTests {
    @Test func replaysTheLastBufferSizeElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { subject.onNext(2) }
        scheduler.scheduleAt(130) { subject.onNext(3) }
        scheduler.scheduleAt(140) { _ = subject.subscribe(observer) }
        scheduler.scheduleAt(150) { subject.onNext(4) }
        scheduler.scheduleAt(160) { subject.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(140, 2), .next(140, 3), .next(150, 4), .completed(160)])
    }

    @Test func unboundedReplaysEverythingThenTheTerminalEvent() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 1...5 { subject.onNext(value) }
        subject.onError(TestError())
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.next(1), .next(2), .next(3), .next(4), .next(5), .error(TestError())])
    }

    @Test func bufferSizeZeroReplaysNothing() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(2)
        #expect(events == [.next(2)])
    }

    @Test func disposedSubjectRejectsSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.dispose()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events.count == 1)
        #expect(events.first?.error is RxError)
    }
}
