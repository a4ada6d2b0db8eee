import Ripple
import Testing
import TestSupport

/// What every subject shares: the order it delivers in, what a new observer receives while the
/// subject replays to it, and what an event sent later reaches.
@Suite struct SubjectCoreTests {
    @Test func anObserverThatSubscribesWhenTheFirstPlaceIsFreeIsDeliveredToFirst() {
        let subject = PublishSubject<Int>()
        let log = Locked<[String]>([])
        let first = subject.subscribe(onNext: { log.append("a\($0)") })
        _ = subject.subscribe(onNext: { log.append("b\($0)") })
        _ = subject.subscribe(onNext: { log.append("c\($0)") })
        subject.onNext(1)
        first.dispose()
        _ = subject.subscribe(onNext: { log.append("d\($0)") })
        _ = subject.subscribe(onNext: { log.append("e\($0)") })
        subject.onNext(2)
        #expect(log.value == ["a1", "b1", "c1", "d2", "b2", "c2", "e2"], "RxSwift's Bag: d takes the vacated first place")
    }

    @Test func removingAnObserverOtherThanTheFirstKeepsTheOrder() {
        let subject = PublishSubject<Int>()
        let log = Locked<[String]>([])
        _ = subject.subscribe(onNext: { log.append("a\($0)") })
        let second = subject.subscribe(onNext: { log.append("b\($0)") })
        _ = subject.subscribe(onNext: { log.append("c\($0)") })
        second.dispose()
        _ = subject.subscribe(onNext: { log.append("d\($0)") })
        subject.onNext(1)
        #expect(log.value == ["a1", "c1", "d1"])
    }

    @Test func anElementSentDuringAReplayReachesTheNewObserverAfterTheReplay() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<3 { subject.onNext(value) }
        let received = Locked<[Int]>([])
        _ = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 0 { subject.onNext(10) }
        })
        #expect(received.value == [0, 1, 2, 10])
        subject.onNext(11)
        #expect(received.value == [0, 1, 2, 10, 11])
    }

    @Test func aBehaviorSubjectsValueChangedDuringTheReplayFollowsIt() throws {
        let subject = BehaviorSubject(value: 0)
        let received = Locked<[Int]>([])
        let other = Locked<[Int]>([])
        _ = subject.subscribe(onNext: { other.append($0) })
        _ = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 0 { subject.onNext(1) }
        })
        #expect(received.value == [0, 1])
        #expect(other.value == [0, 1])
        #expect(try subject.value() == 1)
    }

    @Test func disposingTheSubjectDuringAReplayEndsIt() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<5 { subject.onNext(value) }
        let received = Locked<[Int]>([])
        _ = subject.subscribe(onNext: { value in
            received.append(value)
            if value == 1 { subject.dispose() }
        })
        #expect(received.value == [0, 1])
        #expect(!subject.hasObservers)
    }

    @Test func aTerminalEventSentDuringAReplayFollowsTheReplayedElements() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<3 { subject.onNext(value) }
        let received = Locked<[Event<Int>]>([])
        _ = subject.subscribe { event in
            received.append(event)
            if event.element == 0 { subject.onCompleted() }
        }
        #expect(received.value == [.next(0), .next(1), .next(2), .completed])
    }

    @Test func aSubscriberAfterATerminalEventReceivesTheStoppedEventsWithoutReplaying() {
        let subject = BehaviorSubject(value: 0)
        subject.onError(TestError())
        let received = Locked<[Event<Int>]>([])
        _ = subject.subscribe { received.append($0) }
        #expect(received.value == [.error(TestError())])
    }
}
