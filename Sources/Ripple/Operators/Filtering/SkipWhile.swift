extension ObservableType {
    /// Drops elements while `predicate` holds, then emits the first element that fails it and
    /// every element after it, without calling `predicate` again; an error the predicate throws
    /// terminates the sequence.
    ///
    /// ```
    /// source:                  -1-2-3-1-|
    /// skip(while: { $0 < 3 }): -----3-1-|
    /// ```
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }
}

final class SkipWhile<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipWhileSink(observer: observer, predicate: predicate)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class SkipWhileSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `skipping` is only touched during event delivery, which Ripple
    // serializes; `predicate` is immutable.
    private let predicate: (Observer.Element) throws -> Bool
    private var skipping = true

    init(observer: Observer, predicate: @escaping (Observer.Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        if skipping {
            do {
                skipping = try predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if skipping { return }
        }
        forwardNext(element)
    }
}
