import Ripple

extension ObservableConvertibleType where Element: Sendable {
    /// The sequence as a ``Signal``: events move to the signal's scheduler, and an error becomes
    /// `onErrorJustReturn`, followed by completion.
    ///
    /// ```
    /// source:                          -1-2-#
    /// asSignal(onErrorJustReturn: 0):  -1-2-(0|)
    /// ```
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a ``Signal``: events move to the signal's scheduler, and on an error it
    /// continues with `onErrorSignalWith`.
    ///
    /// ```
    /// source:                                 -1-2-#
    /// fallback:                                    -9-|
    /// asSignal(onErrorSignalWith: fallback):  -1-2--9-|
    /// ```
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// The sequence as a ``Signal``: events move to the signal's scheduler, and on an error it
    /// continues with the signal `onErrorRecover` returns for it.
    ///
    /// ```
    /// source:                             -1-2-#
    /// onErrorRecover(#):                       -9-|
    /// asSignal(onErrorRecover: recover):  -1-2--9-|
    /// ```
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}
