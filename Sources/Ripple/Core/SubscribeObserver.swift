/// The observer behind the closure-based `subscribe` and `bind` methods: calls the handlers,
/// ignores anything after a terminal event, and is the subscription's disposable.
///
/// On a terminal event it runs the handler, then `onDisposed`, and leaves the disposal of the
/// source to the source, as RxSwift's subscriber does: a sink disposes itself (and its own
/// sources, whose `do(onDispose:)` hooks run then) once it has forwarded the event and returned.
/// A source of another kind (a subject's subscription, a disposable of your own) is disposed
/// here, after `onDisposed`.
final class SubscribeObserver<Element>: SubscriptionHolder, ObserverType, Disposable {
    private let onEvent: ((Event<Element>) -> Void)?
    private let nextHandler: (Element) -> Void
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    /// Released when the subscription is disposed; only touched when `hasOnDisposed`.
    private var onDisposed: (() -> Void)?
    private let hasOnDisposed: Bool
    /// The call stack of the subscription, for ``Hooks/defaultErrorHandler``; captured only when
    /// no handler receives the error and ``Hooks/recordCallStackOnError`` is set.
    private let callStack: [String]
    private var isStopped = false

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
        hasOnDisposed = onDisposed != nil
        self.callStack = onEvent == nil && onError == nil ? Hooks.subscriptionCallStack() : []
        super.init(subscribing: false)
        Resources.subscriptionMade(ObjectIdentifier(self), type(of: self))
    }

    deinit {
        if !wasDisposedAtDeinit {
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
            finish()
        case .completed:
            isStopped = true
            onEvent?(event)
            onCompleted?()
            finish()
        }
    }

    /// Ends the subscription after a terminal event: releases it, runs `onDisposed`, and disposes
    /// the source unless it disposes itself (a sink, or another subscriber, which is done with
    /// the event once it returns).
    private func finish() {
        var upstream = Disposables.create()
        var onDisposed: (() -> Void)?
        guard end(takingInto: &upstream, onDisposed: &onDisposed) else { return }
        onDisposed?()
        if !(upstream is SubscriptionHolder) {
            upstream.dispose()
        }
    }

    func subscribe<Source: ObservableType>(to source: Source) -> Disposable where Source.Element == Element {
        hold(source.subscribe(self))
        return self
    }

    func dispose() {
        var upstream = Disposables.create()
        var onDisposed: (() -> Void)?
        guard end(takingInto: &upstream, onDisposed: &onDisposed) else { return }
        upstream.dispose()
        onDisposed?()
    }

    /// Marks the subscription ended, the first time only, moving its source's subscription into
    /// `upstream` and the `onDisposed` handler into `onDisposed`; `false` when it had ended.
    private func end(takingInto upstream: inout Disposable, onDisposed: inout (() -> Void)?) -> Bool {
        let isFirst = (hasOnDisposed
            ? markDisposed(takingInto: &upstream) { swap(&onDisposed, &self.onDisposed) }
            : markDisposed(takingInto: &upstream)) == .disposedNow
        if isFirst {
            Resources.subscriptionReleased(ObjectIdentifier(self))
        }
        return isFirst
    }
}
