/// A type that receives the events of an observable sequence.
///
/// Callers deliver events one at a time (never concurrently) and never after a terminal event.
/// Ripple's own sources and operators keep that promise even when driven from several threads.
///
/// Observers may be called from any thread, so a conformance cannot be isolated to an actor.
public protocol ObserverType: SendableMetatype {
    /// The type of the elements the observer receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)

    /// Receives one element; the same as `on(.next(element))`.
    ///
    /// A requirement with a default implementation, so Ripple's own observers can take elements
    /// without wrapping each in an ``Event``, which keeps the per-element path free of generic
    /// metadata look-ups. Conforming types need not implement it.
    func onNext(_ element: Element)

    /// Receives completion; the same as `on(.completed)`.
    ///
    /// A requirement with a default implementation for the same reason as ``onNext(_:)``: short
    /// sequences (such as `just`, merged by `flatMap`) complete as often as they emit. Conforming
    /// types need not implement it.
    func onCompleted()
}

extension ObserverType {
    /// Sends `.next(element)`.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed`; the default implementation of ``ObserverType/onCompleted()``.
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)`.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
