extension ObservableType {
    /// Runs side effects at each point of the sequence's life, forwarding every event unchanged.
    ///
    /// - `onSubscribe` runs before subscribing to the source, `onSubscribed` after.
    /// - `onNext`, `onError` and `onCompleted` run before the event is forwarded; an error they
    ///   throw is forwarded instead of the event.
    /// - `afterNext` runs after the element is forwarded; an error it throws terminates the
    ///   sequence. `afterError` and `afterCompleted` run after the terminal event is forwarded;
    ///   as the sequence has already ended, an error they throw is dropped.
    /// - `onDispose` runs once, right after the subscription to the source is disposed, whether
    ///   the sequence terminated or the subscription was disposed: after `afterError` or
    ///   `afterCompleted` when nothing downstream disposes the subscription on termination, before
    ///   them when something does (as in RxSwift), and after `onSubscribed` when the source
    ///   terminates while it is being subscribed to. Of two `do`s in a chain, the upstream one's
    ///   `onDispose` runs first.
    ///
    /// ```
    /// source:              -1-2-|
    /// do(onNext: { print($0) }): -1-2-|   (prints 1, then 2)
    /// ```
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let hooks = DoHooks(
            onNext: onNext,
            afterNext: afterNext,
            onError: onError,
            afterError: afterError,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
        return Do(source: asObservable(), hooks: hooks)
    }
}

/// The side effects given to `do`.
struct DoHooks<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?
}

final class Do<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let hooks: DoHooks<Element>

    init(source: Observable<Element>, hooks: DoHooks<Element>) {
        self.source = source
        self.hooks = hooks
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        hooks.onSubscribe?()
        let sink = DoSink(observer: observer, hooks: hooks)
        sink.holdUpstream(source.subscribe(sink))
        hooks.onSubscribed?()
        sink.finishSubscribing()
        return sink
    }
}

/// Forwards events around the hooks. Disposing the sink disposes the source subscription, then
/// runs `onDispose`, as RxSwift's disposal of a `do` does: at once, also when a downstream sink
/// disposes while this one forwards a terminal event (before its after hook), or, for a disposal
/// while the sink is being subscribed, once `onSubscribed` has run.
final class DoSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let hooks: DoHooks<Observer.Element>

    init(observer: Observer, hooks: DoHooks<Observer.Element>) {
        self.hooks = hooks
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        do {
            try hooks.onNext?(element)
            forwardNext(element)
            try hooks.afterNext?(element)
        } catch {
            forwardError(error)
        }
    }

    override func handleError(_ error: Swift.Error) {
        do {
            try hooks.onError?(error)
        } catch {
            forwardError(error)
            return
        }
        terminate(with: .error(error)) { try hooks.afterError?(error) }
    }

    override func handleCompleted() {
        do {
            try hooks.onCompleted?()
        } catch {
            forwardError(error)
            return
        }
        terminate(with: .completed) { try hooks.afterCompleted?() }
    }

    /// Forwards the terminal `event` and runs `afterHook` (an error it throws is dropped: the
    /// sequence has ended), then disposes the subscription.
    private func terminate(with event: Event<Observer.Element>, afterHook: () throws -> Void) {
        deliverStop(event)
        try? afterHook()
        dispose()
    }

    override func disposeResources() {
        hooks.onDispose?()
    }
}
