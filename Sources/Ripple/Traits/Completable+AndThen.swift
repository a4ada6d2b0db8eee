extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Subscribes to `second` once this completable completes, and takes its outcome; an error
    /// here ends everything without subscribing to `second`.
    ///
    /// ```
    /// completable:      ---|
    /// second:              --1|
    /// andThen(second):  -----(1|)
    /// ```
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: andThen(second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes, and takes its outcome.
    ///
    /// ```
    /// completable:      ---|
    /// second:              --|
    /// andThen(second):  -----|
    /// ```
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: andThen(second.asObservable()))
    }

    /// Subscribes to `second` once this completable completes, and takes its outcome.
    ///
    /// ```
    /// completable:      ---|
    /// second:              --|
    /// andThen(second):  -----|
    /// ```
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: andThen(second.asObservable()))
    }

    /// Subscribes to `second` as soon as this completable completes, and mirrors it; an error of
    /// this completable ends the result without subscribing to `second`. This completable's
    /// subscription is released once it completes.
    ///
    /// ```
    /// completable:      ---|
    /// second:              -1-2|
    /// andThen(second):  ----1-2|
    /// ```
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        AndThen(first: primitiveSequence.source, second: second)
    }
}
