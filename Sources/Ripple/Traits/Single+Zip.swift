extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of all the singles, in collection
    /// order, once every one has succeeded; the first error fails the result and disposes the
    /// others. An empty collection succeeds at once with `resultSelector([])`.
    ///
    /// ```
    /// a:                     --1|
    /// b:                     ----2|
    /// zip([a, b]) { $0 }:    ----([1, 2]|)
    /// ```
    public static func zip<Sources: Swift.Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        zip(collection).map(resultSelector)
    }

    /// Succeeds with the elements of all the singles, in collection order, once every one has
    /// succeeded; the first error fails the result and disposes the others. An empty collection
    /// succeeds at once with `[]`.
    ///
    /// ```
    /// a:             --1|
    /// b:             ----2|
    /// zip([a, b]):   ----([1, 2]|)
    /// ```
    public static func zip<Sources: Swift.Collection>(_ collection: Sources) -> Single<[Element]> where Sources.Element == Single<Element> {
        if collection.isEmpty {
            return Single(raw: Observable.just([]))
        }
        return Single(raw: SingleZip(sources: collection.map { $0.asObservable() }))
    }
}

/// Waits for one element from each source and emits them together, in source order, then
/// completes; the first error wins. It serves `Single.zip`, whose sources each succeed once.
final class SingleZip<Element>: Producer<[Element]> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == [Element] {
        let sink = SingleZipSink<Element, Observer>(observer: observer, count: sources.count)
        sink.subscribe(to: sources)
        return sink
    }
}

final class SingleZipSink<Element, Observer: ObserverType>: SerializedSink<(index: Int, event: Event<Element>), Observer>, @unchecked Sendable where Observer.Element == [Element] {
    // @unchecked Sendable: `values` and `remaining` are only used in `process(_:)`, which the gate
    // serializes; `subscriptions` is immutable and holds thread-safe disposables.
    private var values: [Element?]
    private var remaining: Int
    private let subscriptions: [SingleAssignmentDisposable]

    init(observer: Observer, count: Int) {
        values = Array(repeating: nil, count: count)
        remaining = count
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    func subscribe(to sources: [Observable<Element>]) {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(AnyObserver { self.submit((index, $0)) }))
        }
    }

    override func process(_ work: (index: Int, event: Event<Element>)) {
        guard !isStopped else { return }
        switch work.event {
        case .next(let element):
            guard values[work.index] == nil else { return }
            values[work.index] = element
            remaining -= 1
            guard remaining == 0 else { return }
            forwardNext(values.compactMap { $0 })
            forwardStop(.completed)
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            subscriptions[work.index].dispose()
        }
    }

    override func disposeResources() {
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}
