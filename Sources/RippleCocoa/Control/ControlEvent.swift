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
/// As in RxCocoa, a control event subscribes to its events on the main scheduler
/// (`subscribe(on: ConcurrentMainScheduler.instance)`), where UIKit controls live: at once on the
/// main thread, through the main queue from any other thread; disposing the subscription
/// unsubscribes there too. In a test, build it inside `SharingScheduler.mock`, where it subscribes
/// at once, as on the main thread, which the test's thread stands in for; or run it in virtual
/// time with `TestScheduler.virtualizing` (or the `.virtualizingSchedulers` trait), which runs the
/// main scheduler's work on the test scheduler.
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events.
    public typealias Element = PropertyType

    private let events: Observable<PropertyType>

    /// Wraps `events`, which must never fail, subscribed to on the main scheduler.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == PropertyType, PropertyType: Sendable {
        self.events = events.asObservable().subscribedOnTheMainScheduler()
    }

    /// Wraps `events`, which must never fail, subscribed to on the main scheduler; for elements not
    /// known to be `Sendable` (in generic code), whose source stays on the thread that made the
    /// control event.
    ///
    /// The source is subscribed on the main scheduler's thread (or, in a test, the test's thread,
    /// which stands in for it), so it may only be used there: a control event made on the main
    /// thread (as a control's are) subscribes from any thread, as RxCocoa's does. One made on
    /// another thread, and subscribed on the main thread, would carry its source (and the elements
    /// it holds) across threads: it completes at once instead, without subscribing, and reports an
    /// error to `Hooks.defaultErrorHandler`. For `Sendable` elements, the other initializer runs,
    /// which has no such check.
    public init<Ev: ObservableType>(events: Ev) where Ev.Element == PropertyType {
        self.events = events.asObservable().subscribedOnTheMainScheduler(by: "ControlEvent")
    }

    /// Wraps `events`, which already subscribe on the main scheduler (a control property's
    /// values).
    init(subscribedOnTheMainScheduler events: Observable<PropertyType>) {
        self.events = events
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
