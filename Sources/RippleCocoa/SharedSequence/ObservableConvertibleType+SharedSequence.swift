import Ripple

extension ObservableConvertibleType where Element: Sendable {
    /// The sequence as a shared sequence of strategy `S`: events move to `S`'s scheduler, and an
    /// error becomes `onErrorJustReturn`, followed by completion.
    ///
    /// ```
    /// source:                                                           -1-2-#
    /// asSharedSequence(sharingStrategy: S.self, onErrorJustReturn: 0):  -1-2-(0|)
    /// ```
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a shared sequence of strategy `S`: events move to `S`'s scheduler, and on
    /// an error it continues with `onErrorDriveWith`.
    ///
    /// ```
    /// source:                                                                 -1-2-#
    /// fallback:                                                                    -9-|
    /// asSharedSequence(sharingStrategy: S.self, onErrorDriveWith: fallback):  -1-2--9-|
    /// ```
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a shared sequence of strategy `S`: events move to `S`'s scheduler, and on
    /// an error it continues with the shared sequence `onErrorRecover` returns for it.
    ///
    /// ```
    /// source:                                                              -1-2-#
    /// onErrorRecover(#):                                                        -9-|
    /// asSharedSequence(sharingStrategy: S.self, onErrorRecover: recover):  -1-2--9-|
    /// ```
    public func asSharedSequence<S: SharingStrategyProtocol>(sharingStrategy _: S.Type = S.self, onErrorRecover: @escaping (Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}
