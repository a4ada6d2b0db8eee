/// The trait of a sequence with exactly one outcome: one element, or an error.
public enum SingleTrait {}

/// A sequence that succeeds with exactly one element or fails with an error.
///
/// ```swift
/// Single<Int>.create { single in
///     single(.success(1))
///     return Disposables.create()
/// }
/// .subscribe(onSuccess: { print($0) }, onFailure: { print($0) })
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The outcome of a ``Single``: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The function a ``Single`` created with ``create(subscribe:)->Single<Self.Element>`` reports
    /// its outcome to.
    ///
    /// It is `@Sendable`, so it can be called from a completion handler on any thread; the first
    /// outcome counts and anything after it is ignored.
    public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

    /// Creates a single from a subscribe function: it receives the observer to report the outcome
    /// to and returns what to dispose when the subscription ends.
    ///
    /// ```
    /// create { single in single(.success(1)) }: (1|)
    /// ```
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: TraitCreate { emit in
            subscribe { event in
                switch event {
                case .success(let element):
                    emit(.next(element))
                    emit(.completed)
                case .failure(let error):
                    emit(.error(error))
                }
            }
        })
    }

    /// Subscribes `observer` to the outcome.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        primitiveSequence.subscribeOutcome(onDisposed: nil) { event in
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.failure(error))
            case .completed:
                observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes handlers for the element and the error.
    ///
    /// `onDisposed` runs once, after the outcome or when the subscription is disposed. An error
    /// with no `onFailure` handler goes to ``Hooks/defaultErrorHandler``. A sequence that completes
    /// without an element (which a single built by `create(subscribe:)` cannot do, but one from
    /// `retry(when:)` whose trigger completes can) fails with `RxError.noElements`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let fail = errorHandlerOrDefault(onFailure)
        return primitiveSequence.subscribeOutcome(onDisposed: onDisposed) { event in
            switch event {
            case .next(let element):
                onSuccess?(element)
            case .error(let error):
                fail(error)
            case .completed:
                fail(RxError.noElements)
            }
        }
    }

    /// Subscribes handlers for the element and the error (RxSwift 5's labels).
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// A single that succeeds with `element` on subscription.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A single that fails with `error` on subscription.
    ///
    /// ```
    /// error(e): #
    /// ```
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A single that never produces an outcome.
    ///
    /// ```
    /// never(): ------
    /// ```
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// A single that succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }
}
