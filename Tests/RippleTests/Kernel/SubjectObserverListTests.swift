import Ripple
import Testing

/// A subject delivers to a snapshot of its observers, which it iterates without retaining: a
/// list replaced during a delivery (by a subscription, a disposal or a terminal event) must stay
/// alive until the delivery ends, and must be released then.
@Suite struct SubjectObserverListTests {
    @Test func observerDisposedDuringDeliveryGetsThatElementAndIsReleasedAfterwards() {
        let subject = PublishSubject<Int>()
        let log = SharedLog()
        weak var released: LoggingObserver?
        var secondSubscription: Disposable?
        _ = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            secondSubscription?.dispose()
            secondSubscription = nil
        })
        do {
            let second = LoggingObserver(name: "second", log: log)
            released = second
            secondSubscription = subject.subscribe(second)
        }
        subject.onNext(1)
        #expect(log.entries == ["first 1", "second 1"])
        #expect(released == nil)
        subject.onNext(2)
        #expect(log.entries == ["first 1", "second 1", "first 2"])
        #expect(subject.hasObservers)
    }

    @Test func observerSubscribedDuringDeliveryStartsWithTheNextElement() {
        let subject = PublishSubject<Int>()
        let log = SharedLog()
        let late = LoggingObserver(name: "late", log: log)
        _ = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 { _ = subject.subscribe(late) }
        })
        subject.onNext(1)
        subject.onNext(2)
        #expect(log.entries == ["first 1", "first 2", "late 2"])
    }

    @Test func observersOfAStoppedSubjectAreReleasedWhenTheDeliveryThatStoppedItEnds() {
        let subject = PublishSubject<Int>()
        let log = SharedLog()
        weak var released: LoggingObserver?
        _ = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            subject.onCompleted()
        })
        do {
            let second = LoggingObserver(name: "second", log: log)
            released = second
            _ = subject.subscribe(onNext: { second.onNext($0) }, onCompleted: { second.onCompleted() })
        }
        subject.onNext(1)
        #expect(log.entries == ["first 1", "second completed"])
        #expect(released == nil)
        #expect(!subject.hasObservers)
    }

    @Test func anObserverAfterOneThatStopsTheSubjectGetsOnlyTheTerminalEvent() {
        let subject = PublishSubject<Int>()
        let log = SharedLog()
        _ = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            subject.onCompleted()
        })
        let second = LoggingObserver(name: "second", log: log)
        _ = subject.subscribe(second)
        subject.onNext(1)
        #expect(log.entries == ["first 1", "second completed"])
    }

    @Test func replayingSubjectsDeliverTheSnapshotToo() {
        let subject = BehaviorSubject(value: 0)
        let log = SharedLog()
        weak var released: LoggingObserver?
        var secondSubscription: Disposable?
        _ = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            if value == 1 {
                secondSubscription?.dispose()
                secondSubscription = nil
            }
        })
        do {
            let second = LoggingObserver(name: "second", log: log)
            released = second
            secondSubscription = subject.subscribe(second)
        }
        subject.onNext(1)
        #expect(log.entries == ["first 0", "second 0", "first 1", "second 1"])
        #expect(released == nil)
    }
}

/// An observer that logs what it receives under its name.
private final class LoggingObserver: ObserverType {
    private let name: String
    private let log: SharedLog

    init(name: String, log: SharedLog) {
        self.name = name
        self.log = log
    }

    func on(_ event: Event<Int>) {
        switch event {
        case .next(let value): log.append("\(name) \(value)")
        case .error(let error): log.append("\(name) error \(error)")
        case .completed: log.append("\(name) completed")
        }
    }
}
