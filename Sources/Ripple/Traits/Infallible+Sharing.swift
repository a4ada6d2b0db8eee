extension InfallibleType {
    /// Shares one subscription to this infallible among all subscribers, replaying the last
    /// `replay` elements to each new one; see `ObservableType.share(replay:scope:)`.
    ///
    /// ```
    /// source:                  -1-2-3-|
    /// share(replay: 1), late:  ---(2)3-|    (a subscriber arriving after 2 gets 2 at once)
    /// ```
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }
}
