/// The trait of a sequence without elements: completion or an error.
public enum CompletableTrait {}

/// A sequence that completes or fails, without elements.
///
/// ```swift
/// Completable.create { completable in
///     completable(.completed)
///     return Disposables.create()
/// }
/// .subscribe(onCompleted: { print("done") }, onError: { print($0) })
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The outcome of a ``Completable``.
@frozen
public enum CompletableEvent: Sendable {
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence completed.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The function a ``Completable`` created with ``create(subscribe:)->PrimitiveSequence<Self.Trait,Self.Element>`` reports its
    /// outcome to.
    ///
    /// It is `@Sendable`, so it can be called from a completion handler on any thread; the first
    /// outcome counts and anything after it is ignored.
    public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

    /// Creates a completable from a subscribe function: it receives the observer to report the
    /// outcome to and returns what to dispose when the subscription ends.
    ///
    /// ```
    /// create { completable in completable(.completed) }: |
    /// ```
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> PrimitiveSequence<Trait, Element> {
        Completable(raw: TraitCreate { emit in
            subscribe { event in
                switch event {
                case .error(let error): emit(.error(error))
                case .completed: emit(.completed)
                }
            }
        })
    }

    /// Subscribes `observer` to the outcome.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        primitiveSequence.subscribeOutcome(onDisposed: nil) { event in
            switch event {
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes handlers for completion and the error.
    ///
    /// `onDisposed` runs once, after the outcome or when the subscription is disposed. An error
    /// with no `onError` handler goes to ``Hooks/defaultErrorHandler``.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let fail = errorHandlerOrDefault(onError)
        return primitiveSequence.subscribeOutcome(onDisposed: onDisposed) { event in
            switch event {
            case .error(let error):
                fail(error)
            case .completed:
                onCompleted?()
            }
        }
    }

    /// A completable that fails with `error` on subscription.
    ///
    /// ```
    /// error(e): #
    /// ```
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A completable that never terminates.
    ///
    /// ```
    /// never(): ------
    /// ```
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A completable that completes on subscription.
    ///
    /// ```
    /// empty(): |
    /// ```
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}
