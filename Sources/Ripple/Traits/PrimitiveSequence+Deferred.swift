extension PrimitiveSequence {
    /// A trait that calls `factory` for each subscription and subscribes to the trait it returns;
    /// an error the factory throws becomes the outcome.
    ///
    /// ```
    /// deferred { .just(clock) }: (t|)     (t = the time of each subscription)
    /// ```
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: TraitDeferred { try factory().asObservable() })
    }
}

final class TraitDeferred<Element>: Producer<Element> {
    private let factory: () throws -> Observable<Element>

    init(_ factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let source: Observable<Element>
        do {
            source = try factory()
        } catch {
            observer.on(.error(error))
            return Disposables.create()
        }
        return source.subscribe(observer)
    }
}
