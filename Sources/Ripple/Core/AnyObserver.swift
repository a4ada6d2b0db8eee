/// A type-erased observer: forwards every event to a handler or to another observer.
///
/// `AnyObserver` is not `Sendable`, as in RxSwift: the closure it wraps may capture non-`Sendable`
/// state, so moving it to another thread could race. To send events from other threads, use a
/// subject or relay (`Sendable` when its elements are), or a trait's `create`, whose emit function
/// is `@Sendable`. Callers deliver events one at a time, as the Rx grammar requires.
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
