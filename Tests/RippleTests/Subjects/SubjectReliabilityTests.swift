import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// Runs `body` on another thread and reports whether it finished within `seconds`: a body that
/// deadlocks fails the test instead of hanging it (its thread is left blocked).
func finishes(within seconds: Double = 10, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
}

/// A child view model that, when released, touches the relay that held it.
private final class ChildViewModel: @unchecked Sendable {
    // @unchecked Sendable: `relay` is immutable, and relays are thread-safe.
    private let relay: BehaviorSubject<ChildViewModel?>

    init(relay: BehaviorSubject<ChildViewModel?>) {
        self.relay = relay
    }

    deinit {
        _ = relay.subscribe(onNext: { _ in })
        _ = try? relay.value()
    }
}

/// An element that sends to a subject when released.
private final class Echo: @unchecked Sendable {
    // @unchecked Sendable: immutable; subjects are thread-safe.
    private let onRelease: @Sendable () -> Void

    init(onRelease: @escaping @Sendable () -> Void) {
        self.onRelease = onRelease
    }

    deinit {
        onRelease()
    }
}

/// Subjects let go of old elements outside their lock, so an element whose
/// deinitializer uses the same subject does not deadlock.
@Suite(.tags(.threads)) struct SubjectReleaseOutsideTheLockTests {
    @Test func aBehaviorSubjectReleasesItsPreviousValueOutsideItsLock() {
        #expect(finishes {
            let relay = BehaviorSubject<ChildViewModel?>(value: nil)
            relay.onNext(ChildViewModel(relay: relay))
            relay.onNext(ChildViewModel(relay: relay))
            relay.onNext(nil)
        })
    }

    @Test func aReplaySubjectReleasesEvictedElementsOutsideItsLock() {
        #expect(finishes {
            let subject = ReplaySubject<Echo>.create(bufferSize: 1)
            let sink = PublishSubject<Int>()
            subject.onNext(Echo { _ = subject.subscribe(onNext: { _ in }); sink.onNext(1) })
            subject.onNext(Echo {})
        })
    }

    @Test func anAsyncSubjectReleasesItsPreviousElementOutsideItsLock() {
        #expect(finishes {
            let subject = AsyncSubject<Echo>()
            subject.onNext(Echo { subject.onNext(Echo {}) })
            subject.onNext(Echo {})
        })
    }

    @Test func disposingReleasesTheSubjectsElementsOutsideItsLock() {
        #expect(finishes {
            let subject = ReplaySubject<Echo>.createUnbounded()
            subject.onNext(Echo { _ = subject.subscribe(onNext: { _ in }) })
            subject.dispose()
        })
    }

    @Test func aReplaySubjectOfOneLetsGoOfEachEvictedElementAtOnce() {
        let subject = ReplaySubject<NSObject>.create(bufferSize: 1)
        weak var evicted: NSObject?
        do {
            let first = NSObject()
            evicted = first
            subject.onNext(first)
        }
        subject.onNext(NSObject())
        #expect(evicted == nil)
    }
}

/// An observer disposed before an event's turn never receives it.
@Suite(.tags(.threads)) struct SubjectDisposalStopsDeliveryTests {
    @Test func aReplayIsDeliveredBeforeSubscribeReturnsEvenWhileAnotherThreadDelivers() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<1_000 { subject.onNext(value) }
        let slowStarted = DispatchSemaphore(value: 0)
        _ = subject.subscribe(onNext: { value in
            if value == -1 {
                slowStarted.signal()
                Thread.sleep(forTimeInterval: 0.05)
            }
        })
        let sender = DispatchSemaphore(value: 0)
        DispatchQueue.dedicated().async {
            subject.onNext(-1)
            sender.signal()
        }
        #expect(slowStarted.wait(timeout: .now() + 10) == .success)
        let received = Locked(0)
        let subscription = subject.subscribe(onNext: { _ in received.withValue { $0 += 1 } })
        #expect(received.value == 1_001, "the buffer, including the element being delivered, before subscribe returns")
        subscription.dispose()
        subject.onNext(5)
        #expect(received.value == 1_001)
        #expect(sender.wait(timeout: .now() + 10) == .success)
    }

    @Test func aSubscriberReleasedWithItsSubjectIsFreed() {
        weak var released: PublishSubject<Int>?
        let log = Locked<[Int]>([])
        do {
            let subject = PublishSubject<Int>()
            released = subject
            _ = subject.map { $0 * 2 }.subscribe(onNext: { log.append($0) })
            subject.onNext(1)
        }
        #expect(released == nil)
        #expect(log.value == [2])
    }
}

/// Subjects driven from several threads: one sender delivers at a time, others queue their events
/// for it or, when too much is queued, wait for their turn. CI reruns these under ThreadSanitizer.
@Suite(.tags(.threads)) struct SubjectTurnsConcurrencyTests {
    @Test func everyElementIsDeliveredOnceBeforeTheSendersReturn() {
        let subject = PublishSubject<Int>()
        let delivered = Locked<[Int: Int]>([:])
        _ = subject.subscribe(onNext: { value in delivered.withValue { $0[value, default: 0] += 1 } })
        DispatchQueue.concurrentPerform(iterations: 8) { sender in
            for step in 0..<2_000 {
                subject.onNext(sender * 1_000_000 + step)
            }
        }
        #expect(delivered.value.count == 16_000)
        #expect(delivered.value.values.allSatisfy { $0 == 1 })
    }

    @Test func anUncontendedOnNextReturnsOnceItsElementWasDelivered() {
        let subject = PublishSubject<Int>()
        let delivered = Locked<[Int]>([])
        _ = subject.subscribe(onNext: { delivered.append($0) })
        for value in 0..<100 {
            subject.onNext(value)
            #expect(delivered.value.last == value)
        }
    }

    @Test func afterDisposeReturnsAtMostTheEventInFlightArrives() {
        for _ in 0..<20 {
            let subject = PublishSubject<Int>()
            let disposed = Locked(false)
            let afterDispose = Locked(0)
            let subscription = Locked(subject.subscribe(onNext: { _ in
                if disposed.value { afterDispose.withValue { $0 += 1 } }
            }))
            DispatchQueue.concurrentPerform(iterations: 8) { sender in
                for step in 0..<2_000 {
                    if sender == 0 && step == 500 {
                        subscription.value.dispose()
                        disposed.value = true
                    }
                    subject.onNext(step)
                }
            }
            #expect(afterDispose.value <= 1)
        }
    }

    @Test func aFeedbackLoopAcrossTwoThreadsDoesNotDeadlock() {
        #expect(finishes(within: 30) {
            let first = PublishSubject<Int>()
            let second = PublishSubject<Int>()
            _ = first.subscribe(onNext: { value in if value > 0 { second.onNext(value - 1) } })
            _ = second.subscribe(onNext: { value in if value > 0 { first.onNext(value - 1) } })
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                for _ in 0..<2_000 {
                    (index == 0 ? first : second).onNext(3)
                }
            }
        })
    }

    @Test func aSlowObserverKeepsWhatIsQueuedBounded() {
        let subject = PublishSubject<Int>()
        let inFlight = Locked(0)
        let maxInFlight = Locked(0)
        _ = subject.subscribe(onNext: { _ in
            let now = inFlight.withValue { value -> Int in value += 1; return value }
            maxInFlight.withValue { $0 = max($0, now) }
            Thread.sleep(forTimeInterval: 0.0001)
            inFlight.withValue { $0 -= 1 }
        })
        let sentButUndelivered = Locked(0)
        let delivered = Locked(0)
        _ = subject.subscribe(onNext: { _ in delivered.withValue { $0 += 1 } })
        let sent = Locked(0)
        let senders = 8
        DispatchQueue.concurrentPerform(iterations: senders) { _ in
            for step in 0..<200 {
                subject.onNext(step)
                let total = sent.withValue { value -> Int in value += 1; return value }
                sentButUndelivered.withValue { $0 = max($0, total - delivered.value) }
            }
        }
        #expect(maxInFlight.value == 1)
        #expect(delivered.value == senders * 200)
        #expect(
            sentButUndelivered.value <= SerializerState.queueBudget + senders,
            "at most one turn's queue budget is queued; beyond it each sender waits with its own element"
        )
    }
}
