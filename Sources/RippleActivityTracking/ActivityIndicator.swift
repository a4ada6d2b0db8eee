import Ripple
import RippleCocoa

/// Tells whether work is running: a `Driver` of `Bool` that is `true` while at least one
/// sequence tracked with `trackActivity(_:)` is subscribed, and `false` otherwise.
///
/// The helper of RxSwift's example app, as a tested type. A sequence counts as running from the
/// moment it is subscribed until it terminates or is disposed, so a request that fails or is
/// cancelled (by `flatMapLatest`, or by leaving the screen) stops counting too.
///
/// ```swift
/// let activity = ActivityIndicator()
/// let isSending: Driver<Bool> = activity.asDriver()
/// let sent = taps.flatMapFirst { api.post(text).trackActivity(activity).asSignal(onErrorSignalWith: .empty()) }
/// ```
///
/// ```
/// post (tracked):  --^---|
/// isSending:       f-t---f
/// ```
///
/// It can be shared by several sequences, on any threads: it emits `true` when the first one
/// starts and `false` when the last one ends, each change once, in order. The driver is built
/// when ``asSharedSequence()`` is called, on the scheduler `SharingScheduler` makes then.
public final class ActivityIndicator: SharedSequenceConvertibleType, Sendable {
    /// Whether work is running.
    public typealias Element = Bool
    /// An activity indicator is a `Driver`.
    public typealias SharingStrategy = DriverSharingStrategy

    private let counter = ActivityCounter()

    /// Creates an indicator with nothing running.
    public init() {}

    /// Whether work is running, as a `Driver`: the current state first, then each change.
    public func asSharedSequence() -> Driver<Bool> {
        counter.counts.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// Counts one more running sequence until the returned token is disposed.
    func begin() -> ActivityToken {
        counter.change(by: 1)
        return ActivityToken(counter: counter)
    }
}

/// One running sequence: disposing it (once; later calls do nothing) counts it as ended.
final class ActivityToken: Disposable, Sendable {
    private let counter: ActivityCounter
    private let isEnded = LockedState(false)

    init(counter: ActivityCounter) {
        self.counter = counter
    }

    func dispose() {
        let wasRunning = isEnded.withLock { isEnded in
            defer { isEnded = true }
            return !isEnded
        }
        if wasRunning {
            counter.change(by: -1)
        }
    }
}
