import Foundation
import Ripple

extension ObservableConvertibleType {
    /// Converts the sequence into a ``BlockingObservable``, whose operators block the calling
    /// thread until the sequence has produced what they return.
    ///
    /// Works on observables, subjects and every other `ObservableConvertibleType`,
    /// including the traits `Single`, `Maybe` and `Completable`:
    ///
    /// ```swift
    /// let values = try Observable.of(1, 2, 3).toBlocking().toArray()   // [1, 2, 3]
    /// let user = try repository.user(id: 1).toBlocking(timeout: 1).first()
    /// ```
    ///
    /// - Parameter timeout: The longest time, in seconds, an operator may block; when it expires
    ///   the operator disposes its subscription and throws `RxError.timeout`. `nil` waits for as
    ///   long as the sequence takes, and so does an infinite timeout (as in RxBlocking). A timeout
    ///   that is negative or not a number is a mistake: the operators then throw
    ///   `RxError.argumentOutOfRange` at once, without subscribing.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
