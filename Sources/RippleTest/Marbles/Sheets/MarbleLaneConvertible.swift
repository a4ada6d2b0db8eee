/// A value that can be drawn as a lane of a ``MarbleSheet``: a ``TestableObserver``, a
/// ``TestableObservable``, a ``MarbleMock`` or a ``MarbleLane``.
public protocol MarbleLaneConvertible {
    /// The lane that draws the value.
    var marbleLane: MarbleLane { get }
}

extension MarbleLane: MarbleLaneConvertible {
    /// The lane itself.
    public var marbleLane: MarbleLane { self }
}

extension TestableObserver: MarbleLaneConvertible {
    /// The events the observer recorded, as ``MarbleLane/init(_:)-(TestableObserver<Element>)`` draws them.
    public var marbleLane: MarbleLane { MarbleLane(self) }
}

extension TestableObservable: MarbleLaneConvertible {
    /// The observable's events and subscriptions, as ``MarbleLane/init(_:)-(TestableObservable<Element>)`` draws them.
    public var marbleLane: MarbleLane { MarbleLane(self) }
}
