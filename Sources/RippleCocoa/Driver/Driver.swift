import Ripple

/// A shared sequence for state shown in a user interface: it never fails, delivers its events on
/// the main scheduler (or the one ``SharingScheduler/mock(scheduler:action:)`` sets), and shares
/// one subscription to its source, replaying the latest element to each new subscriber.
///
/// The sharing is `share(replay: 1, scope: .whileConnected)`: once every subscriber has left,
/// the source is unsubscribed, and the next subscriber starts a new subscription.
///
/// ```swift
/// let sendEnabled: Driver<Bool> = isValid.asDriver(onErrorJustReturn: false)
/// sendEnabled.drive(onNext: { button.isEnabled = $0 })
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of ``Driver``: delivery on ``SharingScheduler/make``'s scheduler, shared
/// with `share(replay: 1, scope: .whileConnected)`.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler ``SharingScheduler/make`` makes: the main scheduler, unless mocked.
    public static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    /// Shares `source`, replaying its latest element to each new subscriber while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The driver itself.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
