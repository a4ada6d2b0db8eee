/// A type-erased observer: forwards every event to a handler or to another observer.
///
/// `AnyObserver` is `Sendable` when its elements are, so the observer handed to
/// ``ObservableType/create(_:)`` can be called from a completion handler on another thread.
/// Ripple's observers serialize what they receive; an observer made from your own closure relies on
/// its callers to serialize, as the Rx grammar requires.
public struct AnyObserver<Element>: ObserverType {
    /// The function that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// Creates an observer that calls `eventHandler` for every event.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// Creates an observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards `event`.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns itself.
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

// @unchecked Sendable: no mutable state of its own. The wrapped observer is either a Ripple sink,
// whose state is guarded by its own lock or delivery gate, or a user handler that, like every
// observer, is called under the Rx serialization contract.
extension AnyObserver: @unchecked Sendable where Element: Sendable {}

extension ObserverType {
    /// Erases the observer's type.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer that transforms each element with `transform` before forwarding it here.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            self.on(event.map(transform))
        }
    }
}
