import Ripple
import RippleCocoa

extension ObservableType {
    /// Counts the sequence as running in `activityIndicator` from each subscription until it
    /// terminates or is disposed; its events pass unchanged.
    ///
    /// ```
    /// source:                      --1-2-|
    /// trackActivity(indicator):    --1-2-|
    /// indicator:                   t-----f     (from the subscription at 0)
    /// ```
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
        let source = asObservable()
        return Observable.using({ activityIndicator.begin() }, observableFactory: { _ in source })
    }
}

extension InfallibleType {
    /// Counts the infallible as running in `activityIndicator` from each subscription until it
    /// completes or is disposed; see `ObservableType.trackActivity(_:)`.
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> Infallible<Element> {
        Infallible(asObservable().trackActivity(activityIndicator))
    }
}

extension SharedSequenceConvertibleType {
    /// Counts the shared sequence as running in `activityIndicator` while subscribed; see
    /// `ObservableType.trackActivity(_:)`.
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().trackActivity(activityIndicator))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Counts the single as running in `activityIndicator` from each subscription until it
    /// succeeds, fails or is disposed.
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> Single<Element> {
        primitiveSequence.asObservable().trackActivity(activityIndicator).asSingle()
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Counts the maybe as running in `activityIndicator` from each subscription until it
    /// terminates or is disposed.
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> Maybe<Element> {
        primitiveSequence.asObservable().trackActivity(activityIndicator).asMaybe()
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Counts the completable as running in `activityIndicator` from each subscription until it
    /// terminates or is disposed.
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> Completable {
        primitiveSequence.asObservable().trackActivity(activityIndicator).asCompletable()
    }
}
