extension ObservableType where Element: Equatable {
    /// Emits an element only when it differs from the last element emitted.
    ///
    /// ```
    /// source:                 -1-1-2-2-1-|
    /// distinctUntilChanged(): -1---2---1-|
    /// ```
    public func distinctUntilChanged() -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: { $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Emits an element only when its key, from `keySelector`, differs from the key of the last
    /// element emitted; an error the selector throws terminates the sequence.
    ///
    /// ```
    /// source:                        -1-3-2-4-5-|
    /// distinctUntilChanged { $0 % 2 }: -1---2---5-|
    /// ```
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: keySelector, comparer: ==)
    }

    /// Emits an element only when `comparer` says it differs from the last element emitted
    /// (`comparer(last, new)` returns false); an error it throws terminates the sequence.
    ///
    /// ```
    /// source:                                 -1-2-3-4-|
    /// distinctUntilChanged { $1 - $0 < 2 }:   -1---3---|
    /// ```
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: { $0 }, comparer: comparer)
    }

    /// Emits an element only when `comparer` says its key, from `keySelector`, differs from the
    /// key of the last element emitted; an error either closure throws terminates the sequence.
    ///
    /// ```
    /// source:                                                   -a-A-b-|
    /// distinctUntilChanged({ $0.lowercased() }, comparer: ==):  -a---b-|
    /// ```
    public func distinctUntilChanged<K>(_ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }

    /// Emits an element only when the property at `keyPath` differs from that of the last element
    /// emitted.
    ///
    /// ```
    /// source:                            -(1,a)-(1,b)-(2,b)-|
    /// distinctUntilChanged(at: \.number): -(1,a)-------(2,b)-|
    /// ```
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: { $0[keyPath: keyPath] }, comparer: ==)
    }
}

final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(observer: observer, keySelector: keySelector, comparer: comparer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class DistinctUntilChangedSink<Key, Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let keySelector: (Observer.Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    private var lastKey: Key?

    init(observer: Observer, keySelector: @escaping (Observer.Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        do {
            let key = try keySelector(element)
            if let lastKey, try comparer(lastKey, key) {
                return
            }
            lastKey = key
            forwardNext(element)
        } catch {
            forwardStop(.error(error))
        }
    }
}
