/// A group emitted by `groupBy`: the key shared by its elements, and the sequence of those
/// elements.
///
/// Subscribing to the group receives the elements with its key from then on; the group completes
/// or fails when the source does.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by the group's elements.
    public let key: Key

    private let source: Observable<Element>

    /// Creates a group with `key` whose elements come from `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as an ``Observable``.
    public func asObservable() -> Observable<Element> {
        source
    }
}
