/// A sequence that never fails: any number of elements, then possibly completion.
///
/// Build one with ``Infallible/create(subscribe:)``, `just`, `of`, `from`, `empty` or `never`, or
/// convert a sequence that may fail with `asInfallible(onErrorJustReturn:)`,
/// `asInfallible(onErrorFallbackTo:)` or `asInfallible(onErrorRecover:)`.
///
/// As in RxSwift, a few operators accept what could still fail: closures that may throw
/// (`distinctUntilChanged`, `skip(while:)`, `take(while:)`, result selectors, `deferred`, `do`)
/// and sequences that are not infallible (`flatMap` and its siblings, `concat`, `take(until:)`,
/// `skip(until:)`). Such an error ends the infallible without reaching its subscribers' handlers:
/// it goes to ``Hooks/defaultErrorHandler``. Keep them from failing, or convert them first with
/// `asInfallible(onErrorJustReturn:)` and its siblings.
///
/// ```swift
/// let names: Infallible<String> = service.names().asInfallible(onErrorJustReturn: "")
/// names.subscribe(onNext: { print($0) })
/// ```
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    /// Wraps `source`, which the caller guarantees never fails (package-wide, so RippleCocoa can
    /// wrap shared sequences, which never fail either).
    package init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an ``Observable`` (which never fails).
    public func asObservable() -> Observable<Element> {
        source
    }
}

/// A sequence that never fails; ``Infallible`` operators are extensions on it.
public protocol InfallibleType: ObservableConvertibleType {}

/// An event of an ``Infallible``: an element or completion.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence completed.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent: EventConvertible {
    /// The event as an ``Event``.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

extension InfallibleType {
    /// Subscribes handlers for elements, completion and disposal; there is no error handler, since
    /// the sequence cannot fail.
    ///
    /// `onDisposed` runs once, after completion or when the subscription is disposed.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers that receive `object`, held weakly, with each event; once `object` is
    /// gone, the handlers are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a handler that receives every event.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        return asObservable().subscribe { event in
            switch event {
            case .next(let element):
                on(.next(element))
            case .completed:
                on(.completed)
            case .error(let error):
                Hooks.defaultErrorHandler(callStack, InfallibleFailure(underlying: error))
            }
        }
    }
}

/// Wraps an error that reached an `Infallible` built around a sequence that could fail.
struct InfallibleFailure: Swift.Error, CustomStringConvertible {
    let underlying: Swift.Error

    var description: String { "An Infallible failed: \(underlying)" }
}
