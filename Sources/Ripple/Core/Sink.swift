/// The state an operator keeps for one subscription: the downstream observer, whether a terminal
/// event was forwarded, and the upstream subscription.
///
/// A sink is the disposable that `run` returns. Disposing it (at most once takes effect) disposes
/// the upstream subscription, even if it arrives later, and calls ``disposeResources()``.
class Sink<Observer: ObserverType>: SubscriptionHolder, Disposable {
    // Not Sendable: a sink crosses threads only as a `Disposable` (disposal is guarded by
    // ``SubscriptionHolder``'s lock) or as a subclass that claims it. `observer` and `isStopped`
    // are only touched during event delivery, which Ripple serializes (checked in debug builds by
    // `deliveryCheck`).

    // The fixed-size properties come first, at offsets known at compile time; `observer`'s
    // offset depends on `Observer`, and reading it is one load more.

    /// Whether a terminal event was forwarded; only read and written during event delivery.
    final var isStopped = false

    #if DEBUG
    /// Debug builds check that deliveries downstream are serialized and follow the grammar.
    var deliveryCheck = DeliveryCheck()
    #endif
    /// The downstream observer.
    final let observer: Observer

    init(observer: Observer) {
        self.observer = observer
        super.init()
        Resources.subscriptionMade(ObjectIdentifier(self), type(of: self))
    }

    deinit {
        if !wasDisposedAtDeinit {
            Resources.subscriptionReleased(ObjectIdentifier(self))
        }
    }

    /// Forwards an element downstream.
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        #if DEBUG
        beginDelivery(isTerminal: false, to: Observer.self)
        defer { endDelivery() }
        #endif
        observer.onNext(element)
    }

    /// Forwards a terminal event downstream, then disposes this sink.
    final func forwardStop(_ event: Event<Observer.Element>) {
        isStopped = true
        do {
            #if DEBUG
            beginDelivery(isTerminal: true, to: Observer.self)
            defer { endDelivery() }
            #endif
            observer.on(event)
        }
        dispose()
    }

    /// Forwards an error downstream, then disposes this sink.
    ///
    /// Kept out of line so that element paths which can fail (a `catch` calling this) do not
    /// look up `Event` metadata for every element.
    @inline(never)
    final func forwardError(_ error: Swift.Error) {
        forwardStop(.error(error))
    }

    /// Forwards completion downstream, then disposes this sink.
    ///
    /// Out of line, as ``forwardError(_:)`` is, so that paths which may complete (after every
    /// element or every inner sequence) do not look up `Event` metadata each time they run.
    @inline(never)
    final func forwardCompleted() {
        forwardStop(.completed)
    }

    /// Forwards `event`; a terminal one also disposes this sink.
    final func forward(_ event: Event<Observer.Element>) {
        if case .next(let element) = event {
            forwardNext(element)
        } else {
            forwardStop(event)
        }
    }

    /// Stores the upstream subscription; disposes it at once if this sink is already disposed.
    final func setUpstream(_ subscription: Disposable) {
        hold(subscription)
    }

    /// Disposes the upstream subscription and the sink's other resources, once.
    final func dispose() {
        var subscription = Disposables.create()
        guard markDisposed(takingInto: &subscription) else { return }
        Resources.subscriptionReleased(ObjectIdentifier(self))
        disposeUpstream(subscription)
    }

    /// Disposes the upstream subscription, then the sink's other resources; called once. Their
    /// dispose code may wait for other threads: a sink that serializes several inputs runs it with
    /// its turn open.
    func disposeUpstream(_ subscription: Disposable) {
        subscription.dispose()
        disposeResources()
    }

    /// Releases what a subclass holds besides the upstream subscription; called once.
    func disposeResources() {}
}

/// A sink that observes one upstream sequence and drops anything after a terminal event.
///
/// Subclasses override ``handleNext(_:)``, and ``handleError(_:)`` or ``handleCompleted()`` when
/// a terminal event needs more than forwarding it (the defaults). Elements arrive without an
/// ``Event`` around them; events after a terminal event reach none of the three.
class UnarySink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// Receives an upstream event.
    final func on(_ event: Event<Source>) {
        guard !isStopped else { return }
        switch event {
        case .next(let element): handleNext(element)
        case .error(let error): handleError(error)
        case .completed: handleCompleted()
        }
    }

    /// Receives an upstream element.
    @inline(__always)
    final func onNext(_ element: Source) {
        guard !isStopped else { return }
        handleNext(element)
    }

    /// Receives upstream completion.
    final func onCompleted() {
        guard !isStopped else { return }
        handleCompleted()
    }

    /// Handles an upstream element; every subclass overrides it.
    func handleNext(_ element: Source) {
        preconditionFailure("UnarySink.handleNext is abstract; \(type(of: self)) must override it")
    }

    /// Handles the upstream error; by default forwards it.
    func handleError(_ error: Swift.Error) {
        forwardError(error)
    }

    /// Handles upstream completion; by default forwards it.
    func handleCompleted() {
        forwardCompleted()
    }
}

/// A sink that forwards its upstream's events unchanged; subclasses add what happens around them
/// (subscribing late, releasing a resource, ending a shared connection).
class ForwardingSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    override func handleNext(_ element: Observer.Element) {
        forwardNext(element)
    }
}

#if DEBUG
extension Sink: DeliveryChecking {}
#endif
