extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of the inner sequences, subscribed to at most `maxConcurrent` at a
    /// time; the others wait, in order, until one of the subscribed sequences completes.
    ///
    /// The result completes once the outer sequence and every inner sequence have completed; an
    /// error from any of them ends the result. A limit below one fails with
    /// `RxError.argumentOutOfRange` without subscribing (RxSwift subscribes to no inner sequence
    /// and completes with the outer one, silently dropping every inner sequence).
    ///
    /// ```
    /// outer:                   -a--b--c-------|
    /// a:                        1---2---|
    /// b:                           3-----4-|
    /// c (waits for a):                  ^--5-|
    /// merge(maxConcurrent: 2): -1--32----4-5--|
    /// ```
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        guard maxConcurrent > 0 else {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return QueuedSources(source: asObservable(), limit: maxConcurrent) { $0 }
    }
}
