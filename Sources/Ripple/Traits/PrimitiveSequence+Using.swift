extension PrimitiveSequence {
    /// For each subscription, creates a resource with `resourceFactory`, then subscribes to the
    /// trait `primitiveSequenceFactory` makes from it; the resource is disposed when the
    /// subscription ends. See `ObservableType.using(_:observableFactory:)`.
    ///
    /// An error either factory throws becomes the outcome (a resource already created is
    /// disposed).
    ///
    /// ```
    /// resource:                         created--disposed
    /// using(make, primitiveSequenceFactory: f): --1|
    /// ```
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory) { try primitiveSequenceFactory($0).source })
    }
}
