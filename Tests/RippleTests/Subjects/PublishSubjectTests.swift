import Ripple
import RippleTest
import Testing

@Suite struct PublishSubjectTests {
    @Test func observersReceiveOnlyEventsSentWhileSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var earlySubscription: Disposable?
        scheduler.scheduleAt(100) { earlySubscription = subject.subscribe(early) }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(120) { _ = subject.subscribe(late) }
        scheduler.scheduleAt(130) { subject.onNext(2) }
        scheduler.scheduleAt(140) { earlySubscription?.dispose() }
        scheduler.scheduleAt(150) { subject.onNext(3) }
        scheduler.scheduleAt(160) { subject.onCompleted() }
        scheduler.scheduleAt(170) { subject.onNext(4) }
        scheduler.start()
        #expect(early.events == [.next(110, 1), .next(130, 2)])
        #expect(late.events == [.next(130, 2), .next(150, 3), .completed(160)])
    }

    @Test func lateSubscriberGetsTheTerminalEventOnly() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onError(TestError())
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        #expect(events == [.error(TestError())])
        #expect(!subject.hasObservers)
    }

    @Test func hasObserversTracksSubscriptions() {
        let subject = PublishSubject<Int>()
        #expect(!subject.hasObservers)
        let subscription = subject.subscribe(onNext: { _ in })
        #expect(subject.hasObservers)
        subscription.dispose()
        #expect(!subject.hasObservers)
    }

    @Test func disposedSubjectRejectsSubscribers() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        #expect(subject.isDisposed)
        var error: Error?
        _ = subject.subscribe(onError: { error = $0 })
        guard case .disposed(let object)? = error as? RxError else {
            Issue.record("expected RxError.disposed, got \(String(describing: error))")
            return
        }
        #expect(object.typeName == "PublishSubject<Int>")
        #expect((error as? RxError)?.debugDescription == "Object `PublishSubject<Int>` was already disposed.")
    }

    @Test func reentrantSendIsDeliveredAtOnceOnTheSameThread() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { value in
            log.append("a\(value)")
            if value == 1 { subject.onNext(2) }
        })
        _ = subject.subscribe(onNext: { log.append("b\($0)") })
        subject.onNext(1)
        #expect(log == ["a1", "a2", "b2", "b1"])
    }

    @Test func completionDuringDeliveryKeepsTheGrammar() {
        let subject = PublishSubject<Int>()
        var second: [Event<Int>] = []
        _ = subject.subscribe(onNext: { _ in subject.onCompleted() })
        _ = subject.subscribe { second.append($0) }
        subject.onNext(1)
        #expect(second == [.completed])
    }
}
