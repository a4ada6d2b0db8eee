import Ripple
import RippleCocoa

extension ObservableType {
    /// Sends the sequence's error, if it fails, to `errorTracker`; the events pass unchanged,
    /// the error included.
    ///
    /// ```
    /// source:                  -1-#
    /// trackError(tracker):     -1-#
    /// tracker:                 ---e
    /// ```
    public func trackError(_ errorTracker: ErrorTracker) -> Observable<Element> {
        self.do(onError: { errorTracker.record($0) })
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Sends the single's error, if it fails, to `errorTracker`; the outcome passes unchanged.
    public func trackError(_ errorTracker: ErrorTracker) -> Single<Element> {
        primitiveSequence.asObservable().trackError(errorTracker).asSingle()
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Sends the maybe's error, if it fails, to `errorTracker`; the outcome passes unchanged.
    public func trackError(_ errorTracker: ErrorTracker) -> Maybe<Element> {
        primitiveSequence.asObservable().trackError(errorTracker).asMaybe()
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Sends the completable's error, if it fails, to `errorTracker`; the outcome passes
    /// unchanged.
    public func trackError(_ errorTracker: ErrorTracker) -> Completable {
        primitiveSequence.asObservable().trackError(errorTracker).asCompletable()
    }
}
