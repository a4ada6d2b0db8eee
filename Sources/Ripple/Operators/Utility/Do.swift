extension ObservableType {
    /// Runs side effects at each point of the sequence's life, forwarding every event unchanged.
    ///
    /// - `onSubscribe` runs before subscribing to the source, `onSubscribed` after.
    /// - `onNext`, `onError` and `onCompleted` run before the event is forwarded; an error they
    ///   throw is forwarded instead of the event.
    /// - `afterNext` runs after the element is forwarded; an error it throws terminates the
    ///   sequence. `afterError` and `afterCompleted` run after the terminal event is forwarded,
    ///   before the subscription to the source is disposed; as the sequence has already ended, an
    ///   error they throw is dropped.
    /// - `onDispose` runs once, right after the subscription to the source is disposed, whether
    ///   the sequence terminated or the subscription was disposed: after `afterError` or
    ///   `afterCompleted`, and after `onSubscribed` when the source terminates while it is being
    ///   subscribed to.
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
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        hooks.onSubscribed?()
        sink.finishSubscribing()
        return sink
    }
}

/// Forwards events around the hooks. Disposal of the source subscription and `onDispose` are
/// held back while the sink is being subscribed and while it delivers a terminal event and runs
/// the matching after hook, so they always come after `onSubscribed` and after `afterError` or
/// `afterCompleted`, as in RxSwift, even when a downstream sink disposes on termination.
final class DoSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    /// The subscription to the source, disposed (with `onDispose`) when no hold remains.
    let sourceSubscription: SingleAssignmentDisposable

    private let hooks: DoHooks<Observer.Element>
    /// Releases the source subscription once this sink is disposed and every hold, taken with
    /// `retain()`, is released.
    private let lifetime: RefCountDisposable
    /// The hold taken while subscribing.
    private let subscribing: Disposable

    init(observer: Observer, hooks: DoHooks<Observer.Element>) {
        self.hooks = hooks
        let sourceSubscription = SingleAssignmentDisposable()
        self.sourceSubscription = sourceSubscription
        lifetime = RefCountDisposable(disposable: Disposables.create {
            sourceSubscription.dispose()
            hooks.onDispose?()
        })
        subscribing = lifetime.retain()
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
        let terminating = lifetime.retain()
        isStopped = true
        observer.on(event)
        try? afterHook()
        dispose()
        terminating.dispose()
    }

    /// Called once `onSubscribed` has run: releases the hold taken while subscribing.
    func finishSubscribing() {
        subscribing.dispose()
    }

    override func disposeResources() {
        lifetime.dispose()
    }
}
