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
/// As with ``ControlEvent``, RxCocoa's main-thread subscription is left to whoever builds a
/// property around a real control.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the values.
    public typealias Element = PropertyType

    // Not named `values`: that name belongs to the async bridge on every sequence.
    private let source: Observable<PropertyType>
    private let sink: AnyObserver<PropertyType>

    /// A property whose values are those of `values` and which sets new ones through `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where PropertyType == Values.Element, Values.Element == Sink.Element {
        source = values.asObservable()
        sink = valueSink.asObserver()
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
        ControlEvent(events: source.skip(1))
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
        return ControlProperty(values: values, valueSink: valueSink)
    }
}
