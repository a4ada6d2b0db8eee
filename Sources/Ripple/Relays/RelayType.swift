/// A sequence that accepts elements but never terminates: ``PublishRelay``, ``BehaviorRelay`` and
/// ``ReplayRelay``.
public protocol RelayType {
    /// The type of the elements the relay accepts.
    associatedtype Element

    /// Sends `event` to the relay's subscribers.
    func accept(_ event: Element)
}
