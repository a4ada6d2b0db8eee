/// The state an operator keeps for one subscription: the downstream observer, whether a terminal
/// event was forwarded, and the upstream subscription.
///
/// A sink is the disposable that `run` returns. Disposing it (at most once takes effect) marks it
/// disposed at once, so that it forwards nothing more, and disposes the upstream subscription and
/// calls ``disposeResources()``. A sink starts in its subscribing phase, which its producer's
/// `run` ends last of all, with ``setUpstream(_:)`` or ``finishSubscribing()``: a disposal during
/// that phase (a source that fails while it is subscribed to) disposes the upstream and the
/// resources only when the phase ends, as RxSwift disposes what `run` returns once `run` has
/// returned. So a sink subscribing to several sources still subscribes to all of them, and
/// disposes them together afterwards.
///
/// A sink's handlers run for every event its sources send, also after the sink has forwarded a
/// terminal event or been disposed (a source still in the middle of its subscription goes on
/// sending), as RxSwift's do: only forwarding stops.
class Sink<Observer: ObserverType>: SubscriptionHolder, Disposable {
    // Not Sendable: a sink crosses threads only as a `Disposable` (disposal is guarded by
    // ``SubscriptionHolder``'s lock) or as a subclass that claims it. `observer` and `isStopped`
    // are only touched during event delivery, which Ripple serializes (checked in debug builds by
    // `deliveryCheck`).

    /// Whether a terminal event was forwarded (or the sink stopped forwarding for good), kept
    /// beside the disposed flag so that checking both before an event is one load; only read and
    /// written during event delivery. A sink never restarts: it may only be set.
    final var isStopped: Bool {
        get { isEnded }
        set {
            precondition(newValue, "\(type(of: self)): a stopped sink never restarts")
            markEnded()
        }
    }

    // The fixed-size properties come first, at offsets known at compile time; `observer`'s
    // offset depends on `Observer`, and reading it is one load more.
    #if DEBUG
    /// Debug builds check that deliveries downstream are serialized and follow the grammar.
    var deliveryCheck = DeliveryCheck()
    #endif
    /// The downstream observer.
    final let observer: Observer

    init(observer: Observer) {
        self.observer = observer
        super.init(subscribing: true)
        Resources.subscriptionMade(ObjectIdentifier(self), type(of: self))
    }

    deinit {
        assert(finishedSubscribingAtDeinit, "\(type(of: self)): its producer's run never ended the subscribing phase (setUpstream or finishSubscribing)")
        if !wasDisposedAtDeinit {
            Resources.subscriptionReleased(ObjectIdentifier(self))
        }
    }

    /// Forwards an element downstream, unless this sink has forwarded a terminal event or is
    /// disposed: a disposed stage passes nothing on, even while its upstream is still sending (an
    /// inner sequence emitting in the middle of its subscription, a loop that has not seen the
    /// disposal yet), as in RxSwift.
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        guard !isEndedOrDisposed else { return }
        #if DEBUG
        beginDelivery(isTerminal: false, to: Observer.self)
        defer { endDelivery() }
        #endif
        observer.onNext(element)
    }

    /// Forwards a terminal event downstream, unless this sink is disposed, then disposes this
    /// sink.
    final func forwardStop(_ event: Event<Observer.Element>) {
        deliverStop(event)
        dispose()
    }

    /// Marks this sink stopped and forwards a terminal event downstream, unless it had stopped or
    /// is disposed; the caller disposes the sink afterwards (``forwardStop(_:)`` at once, `do` once
    /// its after hook has run).
    final func deliverStop(_ event: Event<Observer.Element>) {
        guard !isStopped else { return }
        isStopped = true
        guard !isDisposed else { return }
        #if DEBUG
        beginDelivery(isTerminal: true, to: Observer.self)
        defer { endDelivery() }
        #endif
        observer.on(event)
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

    /// Stores the upstream subscription and ends the subscribing phase: the last step of a
    /// producer's `run`. If the sink was disposed meanwhile, disposes the subscription and the
    /// sink's resources now.
    final func setUpstream(_ subscription: Disposable) {
        if holdFinishingSubscribing(subscription) {
            disposeUpstream(subscription)
        }
    }

    /// Stores the upstream subscription without ending the subscribing phase, for a `run` that
    /// has more to do afterwards (and then calls ``finishSubscribing()``).
    final func holdUpstream(_ subscription: Disposable) {
        hold(subscription)
    }

    /// Ends the subscribing phase: the last step of a producer's `run` that does not end with
    /// ``setUpstream(_:)``. If the sink was disposed meanwhile, disposes the upstream subscription
    /// and the sink's resources now.
    final func finishSubscribing() {
        var subscription = Disposables.create()
        if finishSubscribing(takingInto: &subscription) {
            disposeUpstream(subscription)
        }
    }

    /// Marks the sink disposed and disposes the upstream subscription and the sink's other
    /// resources, once: at once, or when the subscribing phase ends.
    final func dispose() {
        var subscription = Disposables.create()
        switch markDisposed(takingInto: &subscription) {
        case .alreadyDisposed:
            return
        case .deferredUntilSubscribed:
            Resources.subscriptionReleased(ObjectIdentifier(self))
        case .disposedNow:
            Resources.subscriptionReleased(ObjectIdentifier(self))
            disposeUpstream(subscription)
        }
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

/// A sink that observes one upstream sequence.
///
/// Subclasses override ``handleNext(_:)``, and ``handleError(_:)`` or ``handleCompleted()`` when
/// a terminal event needs more than forwarding it (the defaults). Elements arrive without an
/// ``Event`` around them. As in RxSwift, the hooks also receive what the upstream still sends
/// after this sink ended itself (an error a closure threw, a count reached) while the upstream is
/// being subscribed, before its disposal can reach it; the sink forwards none of it.
class UnarySink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType {
    /// Receives an upstream event.
    final func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): handleNext(element)
        case .error(let error): handleError(error)
        case .completed: handleCompleted()
        }
    }

    /// Receives an upstream element.
    @inline(__always)
    final func onNext(_ element: Source) {
        handleNext(element)
    }

    /// Receives upstream completion.
    final func onCompleted() {
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
