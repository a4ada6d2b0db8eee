import Ripple

extension ObservableConvertibleType where Element: Sendable {
    /// The sequence as a ``Driver``: events move to the driver's scheduler, and an error becomes
    /// `onErrorJustReturn`, followed by completion.
    ///
    /// ```
    /// source:                          -1-2-#
    /// asDriver(onErrorJustReturn: 0):  -1-2-(0|)
    /// ```
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// The sequence as a ``Driver``: events move to the driver's scheduler, and on an error it
    /// continues with `onErrorDriveWith`.
    ///
    /// ```
    /// source:                                -1-2-#
    /// fallback:                                   -9-|
    /// asDriver(onErrorDriveWith: fallback):  -1-2--9-|
    /// ```
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// The sequence as a ``Driver``: events move to the driver's scheduler, and on an error it
    /// continues with the driver `onErrorRecover` returns for it.
    ///
    /// ```
    /// source:                             -1-2-#
    /// onErrorRecover(#):                       -9-|
    /// asDriver(onErrorRecover: recover):  -1-2--9-|
    /// ```
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}
