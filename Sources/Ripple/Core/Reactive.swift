import Foundation

/// The `.rx` namespace of a type: reactive extensions of `Base` are written as extensions of
/// `Reactive where Base: ...`, and writable properties of `Base` become ``Binder``s through
/// dynamic member lookup.
///
/// ```swift
/// extension Reactive where Base: Thermostat {
///     var target: Binder<Double> { Binder(base) { thermostat, value in thermostat.target = value } }
/// }
/// temperatures.bind(to: thermostat.rx.target)
/// temperatures.bind(to: thermostat.rx.displayedValue)   // a writable property, bound directly
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the extensions apply to.
    public let base: Base

    /// Creates the namespace for `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that assigns each element to the property at `keyPath` of ``base``, on the main
    /// thread.
    ///
    /// The property's values cross to the main thread, so they must be `Sendable`; so is the
    /// object here (a `@MainActor` class is).
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property> & Sendable) -> Binder<Property>
    where Base: AnyObject & Sendable, Property: Sendable {
        Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }

    /// A binder that assigns each element to the property at `keyPath` of ``base``, an object that
    /// is not `Sendable`, on the main thread, as in RxSwift.
    ///
    /// Such an object may only be used on one thread, so the binder belongs to the main thread: made
    /// there (in main-thread code, an XCTest test), it binds there; made on another thread, it
    /// drops every element and reports it to ``Hooks/defaultErrorHandler``, since the object would
    /// cross threads. The property's values cross to the main thread, so they must be `Sendable`.
    ///
    /// ```swift
    /// final class Gauge: ReactiveCompatible { var reading = 0 }   // not Sendable
    /// let gauge = Gauge()
    /// _ = Observable.just(10).bind(to: gauge.rx.reading)        // on the main thread
    /// ```
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property> & Sendable) -> Binder<Property>
    where Base: AnyObject, Property: Sendable {
        Binder(mainThreadConfined: base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type with an `.rx` namespace (``Reactive``) for its reactive extensions.
///
/// Conform a type to it to write `extension Reactive where Base: YourType { ... }`. `NSObject`
/// conforms, as in RxSwift.
public protocol ReactiveCompatible {
    /// The type the namespace extends; `Self` by default.
    associatedtype ReactiveBase

    /// The namespace for static reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace for static reactive extensions; setting it does nothing (it allows
    /// `mutating` extensions).
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }

    /// The namespace for reactive extensions of this value; setting it does nothing (it allows
    /// `mutating` extensions).
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
