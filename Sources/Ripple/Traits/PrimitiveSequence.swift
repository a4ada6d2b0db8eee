/// An observable sequence with a guaranteed shape: the base of the traits ``Single``, ``Maybe``
/// and ``Completable``.
///
/// The `Trait` type parameter (``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``) says which
/// shape: exactly one element or an error; at most one element, then completion, or an error;
/// completion or an error, without elements. Every way to build a trait keeps its shape, so
/// `asObservable()` always obeys it.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is a trait (a ``PrimitiveSequence``); trait operators are extensions on it.
public protocol PrimitiveSequenceType {
    /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
    associatedtype Trait
    /// The type of the element.
    associatedtype Element

    /// The value as a ``PrimitiveSequence``.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// Itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> {
        self
    }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The trait as an ``Observable``: a success is an element followed by completion.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension PrimitiveSequence {
    /// Subscribes `handler` to the first event only: a trait has one outcome, and the completion
    /// that follows a success must not reach it. `onDisposed` runs when the subscription ends.
    func subscribeOutcome(onDisposed: (() -> Void)?, _ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        var settled = false
        let observer = SubscribeObserver<Element>(
            onEvent: { event in
                guard !settled else { return }
                settled = true
                handler(event)
            },
            onDisposed: onDisposed
        )
        return observer.subscribe(to: source)
    }
}

/// A trait subscription's `onError`, or without one a handler that hands the error to
/// ``Hooks/defaultErrorHandler`` with the call stack of the subscription being made now.
func errorHandlerOrDefault(_ onError: ((Swift.Error) -> Void)?) -> (Swift.Error) -> Void {
    if let onError { return onError }
    let callStack = Hooks.subscriptionCallStack()
    return { error in Hooks.defaultErrorHandler(callStack, error) }
}
