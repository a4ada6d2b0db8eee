import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// `observe(on:)` on concurrent schedulers, fed from several threads. CI reruns these under
/// ThreadSanitizer.
@Suite(.tags(.threads)) struct ObserveOnConcurrencyTests {
    static let senders = Senders(count: 4, perSender: 10_000)

    @Test(arguments: [RealSchedulerKind.concurrentDispatch, .operationQueue])
    func deliversEverythingSeriallyInOrderWithTheTerminalEventLast(_ kind: RealSchedulerKind) {
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let probe = SerialProbe { done.signal() }
        let subscription = subject.observe(on: kind.make()).subscribe(probe)
        DispatchQueue.concurrentPerform(iterations: Self.senders.count) { sender in
            for step in 0..<Self.senders.perSender {
                subject.onNext(Self.senders.value(sender: sender, step: step))
            }
        }
        subject.onCompleted()
        #expect(done.wait(timeout: .now() + .seconds(60)) == .success)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        let events = probe.events
        #expect(events.last?.isCompleted == true)
        #expect(SerialProbe.followsGrammar(events))
        let values = events.compactMap(\.element)
        #expect(values.count == Self.senders.count * Self.senders.perSender)
        #expect(Set(values) == Self.senders.allValues)
        #expect(Senders.keepsEachSendersOrder(values))
    }

    @Test func errorSentConcurrentlyWithElementsIsDeliveredLast() {
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        let probe = SerialProbe { done.signal() }
        let subscription = subject.observe(on: ConcurrentDispatchQueueScheduler(qos: .default)).subscribe(probe)
        DispatchQueue.concurrentPerform(iterations: Self.senders.count) { sender in
            for step in 0..<Self.senders.perSender {
                if sender == 1 && step == 5_000 {
                    subject.onError(TestError())
                }
                subject.onNext(Self.senders.value(sender: sender, step: step))
            }
        }
        #expect(done.wait(timeout: .now() + .seconds(60)) == .success)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        let events = probe.events
        #expect(SerialProbe.followsGrammar(events))
        #expect((events.last?.error as? TestError) == TestError())
        #expect(Senders.keepsEachSendersOrder(events.compactMap(\.element)))
    }

    @Test func disposingWhileEventsAreQueuedStopsDelivery() {
        let subject = PublishSubject<Int>()
        // A step already running when the subscription is disposed may still deliver its one
        // event, so the events are read under the probe's lock.
        let probe = SerialProbe(locksStorage: true)
        // Disposed from one of the sending threads; `Disposable` is not `Sendable`, so the test
        // shares it through a lock.
        let subscription = Locked(subject.observe(on: ConcurrentDispatchQueueScheduler(qos: .default)).subscribe(probe))
        DispatchQueue.concurrentPerform(iterations: Self.senders.count) { sender in
            for step in 0..<Self.senders.perSender {
                if sender == 0 && step == 2_000 {
                    subscription.value.dispose()
                }
                subject.onNext(Self.senders.value(sender: sender, step: step))
            }
        }
        #expect(!probe.wasEnteredConcurrently)
        #expect(!subject.hasObservers)
        #expect(probe.events.count < Self.senders.count * Self.senders.perSender)
        #expect(probe.events.compactMap(\.element).allSatisfy { !(2_000..<Self.senders.perSender).contains($0) })
        #expect(SerialProbe.followsGrammar(probe.events))
    }
}
