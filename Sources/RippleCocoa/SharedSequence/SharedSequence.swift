import Ripple

/// A sequence that never fails, delivers its events on its sharing strategy's scheduler and
/// shares one subscription to its source between its observers: the common base of ``Driver``
/// and ``Signal``.
///
/// Build one by converting a sequence with `asDriver(onErrorJustReturn:)`,
/// `asSignal(onErrorJustReturn:)` (or their `onErrorDriveWith:`/`onErrorSignalWith:` and
/// `onErrorRecover:` forms), from a relay (`asDriver()`, `asSignal()`), or with its own creation
/// operators (`just`, `of`, `from`, `empty`, `never`, `deferred`, `interval`, `timer`). Its
/// operators take closures that cannot throw and return shared sequences of the same strategy,
/// so those three properties hold all along a chain.
///
/// ```swift
/// let isValid: Driver<Bool> = text.asDriver(onErrorJustReturn: "").map { !$0.isEmpty }
/// ```
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    private let source: Observable<Element>

    /// Wraps `source`, shared with the strategy's ``SharingStrategyProtocol/share(_:)``. The
    /// caller guarantees that `source` never fails and delivers on the strategy's scheduler.
    /// Package-wide, for the helpers of `RippleActivityTracking`.
    package init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is, unshared: for sources that emit on subscription and need no
    /// sharing (`just`, `of`, `empty`, `never`), with the same guarantees as ``init(_:)``.
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an `Observable`, which never fails.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// The sequence itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        self
    }
}

/// How a ``SharedSequence`` delivers and shares: the scheduler its events are delivered on, and
/// how one subscription to its source is shared between observers.
public protocol SharingStrategyProtocol {
    /// The scheduler that every event is delivered on.
    ///
    /// Read when a shared sequence is built (by a conversion, a creation or a time-based
    /// operator), not when it is subscribed to; ``SharingScheduler/mock(scheduler:action:)``
    /// changes it for the sequences built inside its action.
    static var scheduler: SchedulerType { get }

    /// Shares `source` between the observers of a shared sequence.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be converted to a ``SharedSequence``: shared sequences themselves, and types
/// driven by one, such as an activity indicator.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// How the sequence delivers and shares its events.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a ``SharedSequence``.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The shared sequence as an `Observable`, which never fails.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}
