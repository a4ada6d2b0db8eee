import Foundation
import Ripple

/// Counts, from any thread, how often a test source was subscribed and disposed, and which
/// elements it managed to send.
final class SourceProbe: @unchecked Sendable {
    // @unchecked Sendable: every stored property is guarded by `lock`.
    private let lock = NSLock()
    private var subscribedCount = 0
    private var disposedCount = 0
    private var sentElements: [Int] = []

    var subscriptions: Int { lock.withLock { subscribedCount } }
    var disposals: Int { lock.withLock { disposedCount } }
    var sent: [Int] { lock.withLock { sentElements } }

    /// A source that, once subscribed, sends `elements` from a background thread, one every
    /// `interval` seconds, each only while the subscription is alive, then `end` (nil: no end).
    func emittingInBackground(
        _ elements: [Int],
        every interval: TimeInterval = 0,
        then end: Event<Int>? = .completed
    ) -> Observable<Int> {
        Observable.create { observer in
            let subscription = self.subscribed()
            // A thread of its own rather than Dispatch's pool: tests block pool threads on
            // purpose, and under load the pool may not grow in time to run this.
            Thread.detachNewThread {
                for element in elements {
                    if interval > 0 { Thread.sleep(forTimeInterval: interval) }
                    guard !subscription.isDisposed else { return }
                    self.lock.withLock { self.sentElements.append(element) }
                    observer.onNext(element)
                }
                if let end, !subscription.isDisposed { observer.on(end) }
            }
            return subscription
        }
    }

    /// A source that sends `elements` and then `end` synchronously while being subscribed.
    func emittingWhileSubscribed(_ elements: [Int], then end: Event<Int>? = .completed) -> Observable<Int> {
        Observable.create { observer in
            let subscription = self.subscribed()
            for element in elements {
                self.lock.withLock { self.sentElements.append(element) }
                observer.onNext(element)
            }
            if let end { observer.on(end) }
            return subscription
        }
    }

    /// A source that never emits, recording its subscription and disposal.
    func silent() -> Observable<Int> {
        Observable.create { _ in self.subscribed() }
    }

    /// Records a subscription and returns its disposable, which records the disposal.
    private func subscribed() -> ProbeSubscription {
        lock.withLock { subscribedCount += 1 }
        return ProbeSubscription { self.lock.withLock { self.disposedCount += 1 } }
    }
}

/// A subscription the background sender checks from its own thread: `Sendable`, unlike the
/// disposables `Disposables.create(with:)` makes, whose action may capture non-`Sendable` state.
final class ProbeSubscription: Cancelable, Sendable {
    private let onDispose: @Sendable () -> Void
    private let disposed = Locked(false)

    init(onDispose: @escaping @Sendable () -> Void) {
        self.onDispose = onDispose
    }

    var isDisposed: Bool { disposed.value }

    func dispose() {
        let isFirst = disposed.withValue { disposed in
            defer { disposed = true }
            return !disposed
        }
        if isFirst { onDispose() }
    }
}

/// Whether `error` is `RxError.timeout`.
func isTimeout(_ error: Error?) -> Bool {
    if case .timeout? = error as? RxError { return true }
    return false
}

/// Whether `error` is `RxError.noElements`.
func isNoElements(_ error: Error?) -> Bool {
    if case .noElements? = error as? RxError { return true }
    return false
}

/// Whether `error` is `RxError.moreThanOneElement`.
func isMoreThanOneElement(_ error: Error?) -> Bool {
    if case .moreThanOneElement? = error as? RxError { return true }
    return false
}
