/// The trait of a sequence with at most one element: one element, completion without one, or an
/// error.
public enum MaybeTrait {}

/// A sequence that succeeds with one element, completes without one, or fails.
///
/// ```swift
/// Maybe<Int>.create { maybe in
///     maybe(.completed)
///     return Disposables.create()
/// }
/// .subscribe(onSuccess: { print($0) }, onCompleted: { print("empty") })
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The outcome of a ``Maybe``.
@frozen
public enum MaybeEvent<Element> {
    /// The one element (the sequence emits it, then completes).
    case success(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence completed without an element.
    case completed
}

extension MaybeEvent: Sendable where Element: Sendable {}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The function a ``Maybe`` created with ``create(subscribe:)->Maybe<Self.Element>`` reports its
    /// outcome to.
    ///
    /// It is `@Sendable`, so it can be called from a completion handler on any thread; the first
    /// outcome counts and anything after it is ignored.
    public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a subscribe function: it receives the observer to report the outcome
    /// to and returns what to dispose when the subscription ends.
    ///
    /// ```
    /// create { maybe in maybe(.completed) }: |
    /// ```
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: TraitCreate { emit in
            subscribe { event in
                switch event {
                case .success(let element):
                    emit(.next(element))
                    emit(.completed)
                case .error(let error):
                    emit(.error(error))
                case .completed:
                    emit(.completed)
                }
            }
        })
    }

    /// Subscribes `observer` to the outcome.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeOutcome(onDisposed: nil) { event in
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes handlers for the element, the error and completion without an element.
    ///
    /// Exactly one of `onSuccess`, `onError` and `onCompleted` runs. `onDisposed` runs once, after
    /// the outcome or when the subscription is disposed. An error with no `onError` handler goes
    /// to ``Hooks/defaultErrorHandler``.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let fail = errorHandlerOrDefault(onError)
        return primitiveSequence.subscribeOutcome(onDisposed: onDisposed) { event in
            switch event {
            case .next(let element):
                onSuccess?(element)
            case .error(let error):
                fail(error)
            case .completed:
                onCompleted?()
            }
        }
    }

    /// A maybe that succeeds with `element` on subscription.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A maybe that fails with `error` on subscription.
    ///
    /// ```
    /// error(e): #
    /// ```
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A maybe that never produces an outcome.
    ///
    /// ```
    /// never(): ------
    /// ```
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A maybe that completes without an element on subscription.
    ///
    /// ```
    /// empty(): |
    /// ```
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
    /// A maybe that succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }
}
