import Ripple

/// A type that can be converted to a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The value as a ``ControlEvent``.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a user-interface control (taps, value changes) as a sequence: the type RxCocoa
/// gives `button.rx.tap`, here without any control behind it.
///
/// A control event never fails and completes when its control goes away. Whoever builds one
/// around a control keeps those promises; in tests and view models, wrap any sequence:
///
/// ```swift
/// let taps = ControlEvent(events: scheduler.createHotObservable("--x--x", values: ["x": ()]))
/// let viewModel = AddPostDriverViewModel(text: text, sendTaps: taps, post: post)
/// ```
///
/// RxCocoa also subscribes to the events on the main thread, where UIKit controls live. This
/// platform-neutral type subscribes where it is subscribed to; the UIKit and AppKit bindings
/// that would need the main thread are not part of RippleCocoa.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events.
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    /// Wraps `events`, which must never fail.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == PropertyType {
        self.events = events.asObservable()
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == PropertyType {
        events.subscribe(observer)
    }

    /// The events as an `Observable`.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// The control event itself.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}
