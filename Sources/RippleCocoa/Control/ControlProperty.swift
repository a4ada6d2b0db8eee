import Ripple

/// A type that can be converted to a ``ControlProperty``: both a sequence of values and an
/// observer that sets them.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a ``ControlProperty``.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a user-interface control (a text field's text, a switch's state) as a sequence
/// of its values and an observer that sets it: the type RxCocoa gives `textField.rx.text`, here
/// without any control behind it.
///
/// Subscribing receives the values of `values`; sending events to the property (with `bind(to:)`
/// or `onNext`) sets them through `valueSink`. A control property never fails: an error sent to
/// it goes to `Hooks.defaultErrorHandler` instead of the sink (RxCocoa stops the program in
/// debug builds). In tests and view models, wrap any sequence and observer:
///
/// ```swift
/// let text = ControlProperty(values: typed.asObservable(), valueSink: AnyObserver<String?> { _ in })
/// let viewModel = AddPostDriverViewModel(text: text, sendTaps: taps, post: post)
/// ```
///
/// As in RxCocoa, a control property subscribes to its values on the main scheduler
/// (`subscribe(on: ConcurrentMainScheduler.instance)`), where UIKit controls live: at once on the
/// main thread, through the main queue from any other thread. In a test, build it inside
/// `SharingScheduler.mock`, or run it in virtual time with `TestScheduler.virtualizing` (see
/// ``ControlEvent``).
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the values.
    public typealias Element = PropertyType

    // Not named `values`: that name belongs to the async bridge on every sequence.
    private let source: Observable<PropertyType>
    private let sink: AnyObserver<PropertyType>

    /// A property whose values are those of `values`, subscribed to on the main scheduler, and
    /// which sets new ones through `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where PropertyType == Values.Element, Values.Element == Sink.Element, PropertyType: Sendable {
        self.init(subscribedOnTheMainScheduler: values.asObservable().subscribedOnTheMainScheduler(), valueSink: valueSink.asObserver())
    }

    /// A property whose values are those of `values`, subscribed to on the main scheduler, and
    /// which sets new ones through `valueSink`; for values not known to be `Sendable` (in generic
    /// code), whose source stays on the thread that made the property.
    ///
    /// As for a ``ControlEvent`` of such elements, a property made on the main thread subscribes
    /// from any thread; one made on another thread, and subscribed on the main thread, completes at
    /// once instead, without subscribing, and reports an error to `Hooks.defaultErrorHandler`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where PropertyType == Values.Element, Values.Element == Sink.Element {
        self.init(
            subscribedOnTheMainScheduler: values.asObservable().subscribedOnTheMainScheduler(by: "ControlProperty"),
            valueSink: valueSink.asObserver()
        )
    }

    /// A property whose values already subscribe on the main scheduler.
    fileprivate init(subscribedOnTheMainScheduler values: Observable<PropertyType>, valueSink: AnyObserver<PropertyType>) {
        source = values
        sink = valueSink
    }

    /// Subscribes `observer` to the property's values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == PropertyType {
        source.subscribe(observer)
    }

    /// The changes only: every value but the first (the current one when subscribing).
    ///
    /// ```
    /// property:  a-b-c-
    /// changed:   --b-c-
    /// ```
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(subscribedOnTheMainScheduler: source.skip(1))
    }

    /// The values as an `Observable`.
    public func asObservable() -> Observable<Element> {
        source
    }

    /// The property itself.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets a value (`next`) or forwards completion to the sink; an error goes to
    /// `Hooks.defaultErrorHandler`, since a control property cannot fail.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            reportUnexpectedFailure(error, in: "a ControlProperty binding")
        case .next, .completed:
            sink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string: its values are never `nil`, and setting
    /// a string sets it as is.
    ///
    /// ```
    /// property:  a-n-b-     (n = nil)
    /// orEmpty:   a-e-b-     (e = "")
    /// ```
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.asObservable().map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.mapObserver { $0 }
        return ControlProperty(subscribedOnTheMainScheduler: values, valueSink: valueSink)
    }
}
