extension PrimitiveSequence {
    /// A trait that calls `factory` for each subscription and subscribes to the trait it returns;
    /// an error the factory throws becomes the outcome.
    ///
    /// ```
    /// deferred { .just(clock) }: (t|)     (t = the time of each subscription)
    /// ```
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }
}
