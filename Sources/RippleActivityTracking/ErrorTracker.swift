import Ripple
import RippleCocoa

/// Collects the errors of the sequences tracked with `trackError(_:)`, as a `Driver` of
/// errors: a screen shows them while the sequences themselves recover.
///
/// The helper of the RxSwift community's clean-architecture example, as a tested type. Tracking
/// does not handle the error: the tracked sequence still fails, so recover after tracking.
///
/// ```swift
/// let errors = ErrorTracker()
/// let posts = refresh.flatMapLatest { api.posts().trackError(errors).asDriver(onErrorJustReturn: []) }
/// let message: Driver<String> = errors.asDriver().map { "Could not load: \($0)" }
/// ```
///
/// ```
/// api.posts() (tracked):  --#
/// errors:                 --e     (e = the error)
/// ```
///
/// The driver is built when ``asSharedSequence()`` is called, on the scheduler
/// `SharingScheduler` makes then; it completes when the tracker is released.
public final class ErrorTracker: SharedSequenceConvertibleType, Sendable {
    /// A tracked error.
    public typealias Element = Swift.Error
    /// An error tracker is a `Driver`.
    public typealias SharingStrategy = DriverSharingStrategy

    private let subject = PublishSubject<Swift.Error>()

    /// Creates a tracker that has seen no error.
    public init() {}

    /// The errors of the tracked sequences from now on, as a `Driver`.
    public func asSharedSequence() -> Driver<Swift.Error> {
        Driver(subject.asObservable().observe(on: DriverSharingStrategy.scheduler))
    }

    /// Publishes `error`.
    func record(_ error: Swift.Error) {
        subject.onNext(error)
    }

    deinit {
        subject.onCompleted()
    }
}
