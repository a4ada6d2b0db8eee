import Ripple
import RippleTest
import Testing

@Suite struct BehaviorSubjectTests {
    @Test func newObserverReceivesTheCurrentValueFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = BehaviorSubject(value: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { _ = subject.subscribe(observer) }
        scheduler.scheduleAt(130) { subject.onNext(2) }
        scheduler.scheduleAt(140) { subject.onCompleted() }
        scheduler.start()
        #expect(observer.events == [.next(120, 1), .next(130, 2), .completed(140)])
    }

    @Test func valueReflectsTheLatestElement() throws {
        let subject = BehaviorSubject(value: "a")
        #expect(try subject.value() == "a")
        subject.onNext("b")
        #expect(try subject.value() == "b")
        subject.onCompleted()
        #expect(try subject.value() == "b")
    }

    @Test func valueThrowsTheTerminatingError() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError(name: "boom"))
        #expect(throws: TestError(name: "boom")) { try subject.value() }
    }

    @Test func valueThrowsOnceDisposed() {
        let subject = BehaviorSubject(value: 1)
        subject.dispose()
        #expect(throws: RxError.self) { try subject.value() }
    }

    @Test func terminatedSubjectSendsOnlyTheTerminalEvent() {
        let subject = BehaviorSubject(value: 1)
        subject.onError(TestError())
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.error(TestError())])
    }

    @Test func subscribingFromAnObserverReplaysTheValueAtOnce() {
        let subject = BehaviorSubject(value: 0)
        var inner: [Int] = []
        var subscribedInner = false
        _ = subject.subscribe(onNext: { _ in
            guard !subscribedInner else { return }
            subscribedInner = true
            _ = subject.subscribe(onNext: { inner.append($0) })
            #expect(inner == [0])
        })
        subject.onNext(1)
        #expect(inner == [0, 1])
    }
}
