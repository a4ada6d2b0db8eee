/// A sequence that shares one subscription to its source between its observers, and connects to
/// the source only when ``connect()`` is called.
///
/// Made by ``ObservableType/multicast(_:)``, ``ObservableType/multicast(makeSubject:)``,
/// ``ObservableType/publish()``, ``ObservableType/replay(_:)`` and ``ObservableType/replayAll()``.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Creates a connectable sequence; subclasses live inside the Ripple module.
    ///
    /// Internal rather than `package`: Swift 6.3 wrongly reports "infinite recursion" for the
    /// initializers of subclasses when a public class overrides a `package` initializer this way.
    override init() {}

    /// Connects the shared subscription to the source; see ``ConnectableObservableType/connect()``.
    public func connect() -> Disposable {
        preconditionFailure("ConnectableObservable.connect is abstract; \(type(of: self)) must override it")
    }
}
