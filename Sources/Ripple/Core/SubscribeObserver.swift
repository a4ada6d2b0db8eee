/// The observer behind the closure-based `subscribe` and `bind` methods: calls the handlers,
/// ignores anything after a terminal event, and is the subscription's disposable.
final class SubscribeObserver<Element>: ObserverType, Disposable, @unchecked Sendable {
    // @unchecked Sendable: `upstream`, `onDisposed` and `disposed` are guarded by the striped lock
    // for `self`; the handlers and `isStopped` are only used during serialized event delivery.
    private let onEvent: ((Event<Element>) -> Void)?
    private let nextHandler: (Element) -> Void
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    // `onDisposed`, `disposed` and `upstream` skip Swift's dynamic exclusivity checks, as
    // `Sink`'s do: the striped lock excludes overlapping accesses, and no access spans a call out.
    @exclusivity(unchecked) private var onDisposed: (() -> Void)?
    /// The call stack of the subscription, for ``Hooks/defaultErrorHandler``; captured only when
    /// no handler receives the error and ``Hooks/recordCallStackOnError`` is set.
    private let callStack: [String]
    private var isStopped = false
    @exclusivity(unchecked) private var disposed = false
    /// The upstream subscription; a non-optional existential, since copying an optional one
    /// looks up the optional's metadata.
    @exclusivity(unchecked) private var upstream: Disposable = Disposables.create()

    init(
        onEvent: ((Event<Element>) -> Void)? = nil,
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) {
        self.onEvent = onEvent
        if let onEvent {
            self.nextHandler = { onEvent(.next($0)) }
        } else if let onNext {
            self.nextHandler = onNext
        } else {
            self.nextHandler = { _ in }
        }
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        self.callStack = onEvent == nil && onError == nil ? Hooks.subscriptionCallStack() : []
        Resources.subscriptionMade(ObjectIdentifier(self), type(of: self))
    }

    deinit {
        if !disposed {
            Resources.subscriptionReleased(ObjectIdentifier(self))
        }
    }

    @inline(__always)
    func onNext(_ element: Element) {
        guard !isStopped else { return }
        nextHandler(element)
    }

    func on(_ event: Event<Element>) {
        guard !isStopped else { return }
        switch event {
        case .next(let element):
            nextHandler(element)
        case .error(let error):
            isStopped = true
            if let onEvent {
                onEvent(event)
            } else if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            dispose()
        case .completed:
            isStopped = true
            onEvent?(event)
            onCompleted?()
            dispose()
        }
    }

    /// Subscribes to `source` and returns this observer as the subscription.
    func subscribe<Source: ObservableType>(to source: Source) -> Disposable where Source.Element == Element {
        let subscription = source.subscribe(self)
        let alreadyDisposed = StripedLock.withLock(for: self) { () -> Bool in
            if disposed { return true }
            upstream = subscription
            return false
        }
        if alreadyDisposed {
            subscription.dispose()
        }
        return self
    }

    func dispose() {
        var upstream = Disposables.create()
        var onDisposed: (() -> Void)?
        let isFirst = StripedLock.withLock(for: self) { () -> Bool in
            if disposed { return false }
            disposed = true
            swap(&upstream, &self.upstream)
            swap(&onDisposed, &self.onDisposed)
            return true
        }
        guard isFirst else { return }
        Resources.subscriptionReleased(ObjectIdentifier(self))
        upstream.dispose()
        onDisposed?()
    }
}
