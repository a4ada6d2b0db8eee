import Ripple

/// Stands in for Ripple's `Completable` trait, which this branch does not have: an observable
/// without elements that completes or fails. `Completable.empty()`, `Completable.error(_:)` and
/// `toBlocking().materialize()` read the same with the trait.
typealias Completable = Observable<Never>
