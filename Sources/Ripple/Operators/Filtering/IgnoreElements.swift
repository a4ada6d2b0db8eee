extension ObservableType {
    /// Drops every element and forwards only the terminal event.
    ///
    /// ```
    /// source:           -1-2-3-|
    /// ignoreElements(): -------|
    /// ```
    public func ignoreElements() -> Observable<Never> {
        // Every element maps to nothing; terminal events pass unchanged.
        compactMap { _ in nil }
    }
}
