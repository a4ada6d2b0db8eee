import Ripple

/// A shared sequence for events in a user interface (taps, messages, navigation): it never
/// fails, delivers its events on the main scheduler (or the one
/// ``SharingScheduler/mock(scheduler:action:)`` sets), and shares one subscription to its source
/// without replaying anything: a new subscriber only sees the events that come after it.
///
/// The sharing is `share(scope: .whileConnected)`.
///
/// ```swift
/// let taps: Signal<Void> = sendButtonTaps.asSignal(onErrorJustReturn: ())
/// taps.emit(onNext: { print("tapped") })
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of ``Signal``: delivery on ``SharingScheduler/make``'s scheduler, shared
/// with `share(scope: .whileConnected)`, without replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler ``SharingScheduler/make`` makes: the main scheduler, unless mocked.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source` without replaying anything to new subscribers.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The signal itself.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
