/// A sequence whose observers share one subscription to an underlying source, made only when
/// ``connect()`` is called.
///
/// Subscribing registers an observer without touching the source; `connect()` subscribes the
/// source once for everybody. Use ``refCount()`` to connect and disconnect automatically.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subscription to the source, if it is not already connected.
    ///
    /// - Returns: The connection: disposing it disconnects from the source, and observers stop
    ///   receiving its events.
    func connect() -> Disposable
}
