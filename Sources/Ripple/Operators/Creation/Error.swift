extension ObservableType {
    /// A sequence that fails at once with `error`.
    ///
    /// ```
    /// error(e): #
    /// ```
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Terminal(event: .error(error))
    }
}
