import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

@Suite(.tags(.threads)) struct ShareConcurrencyTests {
    @Test func concurrentSubscriptionsAndDisposalsLeaveTheSourceDisconnected() {
        let source = SubscriptionCounter()
        nonisolated(unsafe) let shared = Observable<Int>.create { _ in
            source.subscribed()
            return Disposables.create { source.disposed() }
        }.share()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 {
                let first = shared.subscribe()
                let second = shared.subscribe()
                first.dispose()
                second.dispose()
            }
        }
        #expect(source.active == 0)
        #expect(source.total >= 1)
        #expect(source.total <= 8 * 500)
    }

    @Test func observersJoiningFromSeveralThreadsShareOneConnection() {
        let source = SubscriptionCounter()
        let subject = PublishSubject<Int>()
        nonisolated(unsafe) let shared = Observable<Int>.create { observer in
            source.subscribed()
            let subscription = subject.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                source.disposed()
            }
        }.share()
        let received = ReceivedEvents(observers: 8)
        let subscriptions = SubscriptionList()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            subscriptions.append(shared.subscribe { received.record($0, for: index) })
        }
        for value in 0..<100 {
            subject.onNext(value)
        }
        subject.onCompleted()
        let expected = (0..<100).map { Event.next($0) } + [.completed]
        for index in 0..<8 {
            #expect(received.events(for: index) == expected)
        }
        #expect(source.total == 1)
        #expect(source.active == 0)
        subscriptions.disposeAll()
    }
}

/// Counts subscriptions to a source from any thread.
private final class SubscriptionCounter: @unchecked Sendable {
    // @unchecked Sendable: `activeCount` and `totalCount` are guarded by `lock`.
    private let lock = NSLock()
    private var activeCount = 0
    private var totalCount = 0

    var active: Int { lock.withLock { activeCount } }
    var total: Int { lock.withLock { totalCount } }

    func subscribed() {
        lock.withLock {
            activeCount += 1
            totalCount += 1
        }
    }

    func disposed() {
        lock.withLock { activeCount -= 1 }
    }
}

/// The events each observer received, recorded from any thread.
private final class ReceivedEvents: @unchecked Sendable {
    // @unchecked Sendable: `storage` is guarded by `lock`.
    private let lock = NSLock()
    private var storage: [[Event<Int>]]

    init(observers: Int) {
        storage = Array(repeating: [], count: observers)
    }

    func record(_ event: Event<Int>, for observer: Int) {
        lock.withLock { storage[observer].append(event) }
    }

    func events(for observer: Int) -> [Event<Int>] {
        lock.withLock { storage[observer] }
    }
}

/// Subscriptions made from several threads.
private final class SubscriptionList: @unchecked Sendable {
    // @unchecked Sendable: `subscriptions` is guarded by `lock`.
    private let lock = NSLock()
    private var subscriptions: [Disposable] = []

    func append(_ subscription: Disposable) {
        lock.withLock { subscriptions.append(subscription) }
    }

    func disposeAll() {
        let all = lock.withLock { subscriptions }
        for subscription in all {
            subscription.dispose()
        }
    }
}
