import Dispatch
import Foundation
import Ripple
import RippleCocoa
import Testing
import TestSupport

/// Without a mock, a driver delivers on the main queue. These tests run on the main actor, whose
/// executor is the main queue; on Linux, once the main thread has handed the main queue to
/// libdispatch, the queue is serviced by whichever worker thread is free, so the tests check the
/// queue (a queue-specific value on the main queue), not a thread. The waits are bounded, so a
/// platform that never serviced the main queue would fail them, not hang. The synchronous
/// delivery on the main thread itself is checked by the XCTest compatibility tests, which XCTest
/// runs on the main thread.
@Suite(.tags(.threads)) struct DriverMainSchedulerTests {
    @MainActor @Test func eventsSentFromAnotherThreadArriveOnTheMainThread() async throws {
        let received = Locked<[(element: Int, onMain: Bool)]>([])
        let completed = Locked(false)
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: -1)
        let subscription = driver.drive(
            onNext: { received.append(($0, isOnMainQueue())) },
            onCompleted: { completed.value = true }
        )
        DispatchQueue.dedicated().async {
            subject.onNext(1)
            subject.onError(TestError())
        }
        try await waitUntil { completed.value }
        #expect(received.value.map(\.element) == [1, -1])
        #expect(received.value.allSatisfy { $0.onMain })
        subscription.dispose()
    }

    @MainActor @Test func aJustIsDeliveredOnTheMainQueue() async throws {
        let received = Locked<[(element: Int, onMain: Bool)]>([])
        let subscription = Driver.just(1).drive(onNext: { received.append(($0, isOnMainQueue())) })
        try await waitUntil { !received.value.isEmpty }
        #expect(received.value.map(\.element) == [1])
        #expect(received.value.allSatisfy { $0.onMain })
        subscription.dispose()
    }

    @MainActor @Test func aSignalFromARelayDeliversOnTheMainThread() async throws {
        let relay = PublishRelay<String>()
        let received = Locked<[Bool]>([])
        let subscription = relay.asSignal().emit(onNext: { _ in received.append(isOnMainQueue()) })
        DispatchQueue.dedicated().async { relay.accept("tap") }
        try await waitUntil { !received.value.isEmpty }
        #expect(received.value == [true])
        subscription.dispose()
    }
}

/// The identity of the thread running the caller (`Thread.current` is not available in
/// asynchronous functions).
/// A value only the main queue carries.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue.
private func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Waits, giving the main actor's executor time to run, until `condition` holds or ten seconds
/// have passed.
@MainActor
private func waitUntil(_ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition() && ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(5))
    }
}
