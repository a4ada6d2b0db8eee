import RxCocoa
import RxSwift

/// The app's own error tracker, in the shape of the RxSwift community's clean-architecture
/// example: the errors of the tracked sequences, as a driver.
public final class ErrorTracker: SharedSequenceConvertibleType {
    public typealias SharingStrategy = DriverSharingStrategy

    private let subject = PublishSubject<Error>()

    public init() {}

    /// `source`, whose error, if it fails, the tracker publishes (something Ripple's tracker does
    /// not have under this name).
    public func trackError<Source: ObservableConvertibleType>(from source: Source) -> Observable<Source.Element> {
        source.asObservable().do(onError: { [subject] error in subject.onNext(error) })
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Error> {
        subject.asDriver(onErrorDriveWith: .empty())
    }

    public func asObservable() -> Observable<Error> {
        subject.asObservable()
    }

    deinit {
        subject.onCompleted()
    }
}

extension ObservableConvertibleType {
    /// Publishes the sequence's error, if it fails, in `errorTracker`.
    public func trackError(_ errorTracker: ErrorTracker) -> Observable<Element> {
        errorTracker.trackError(from: self)
    }
}
