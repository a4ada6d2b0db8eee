/// How long the subject behind ``ObservableType/share(replay:scope:)`` lives.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject for each connection: once every observer has left (or the source has
    /// terminated), the next observer reconnects to the source and replays nothing from before.
    case whileConnected
    /// One subject for ever: later observers receive what it buffered (and, once the source has
    /// terminated, the terminal event) from earlier connections.
    case forever
}
