extension ConnectableObservableType {
    /// A sequence that connects to this connectable sequence when its first observer subscribes
    /// and disconnects when its last observer leaves.
    ///
    /// When the source terminates, the connection ends: the next observer connects again.
    ///
    /// ```
    /// source:     -1-2-3-4-5-|
    /// observer A: ^1-2-3!         (subscribes first: connects)
    /// observer B: --^2-3-4!       (leaves last: disconnects)
    /// ```
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

/// Counts the subscribers of a connectable sequence and connects while there are any, as
/// ``RefCountState`` decides.
///
/// `connect()` and the connection's `dispose()` run outside the lock.
final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element> {
    private let source: Source
    /// Guards `state` and each sink's `membership`.
    private let lock = Lock.make()
    private var state = RefCountState<Disposable>()

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Source.Element {
        let sink = RefCountSink(parent: self, observer: observer)
        sink.holdUpstream(source.subscribe(sink))
        join(sink)
        sink.finishSubscribing()
        return sink
    }

    /// Counts `sink` in, unless it already ended while subscribing (a terminated subject), and
    /// connects if it is the first.
    private func join<Observer>(_ sink: RefCountSink<Source, Observer>) {
        let connecting = lock.withLock { () -> UInt64? in
            guard !sink.isDisposed else { return nil }
            let (membership, connects) = state.join()
            sink.membership = membership
            return connects ? membership : nil
        }
        guard let connecting else { return }
        let connection = source.connect()
        let unwanted = lock.withLock { state.connected(connection, for: connecting) }
        unwanted?.dispose()
    }

    /// Counts `sink` out; the last one to leave disconnects.
    fileprivate func leave<Observer>(_ sink: RefCountSink<Source, Observer>) {
        let disconnection = lock.withLock { () -> Disposable? in
            guard let membership = sink.membership else { return nil }
            sink.membership = nil
            return state.leave(membership)
        }
        disconnection?.dispose()
    }

    /// Ends the generation `sink` belongs to, when the source terminated: the first of its
    /// subscribers to see the terminal event disconnects and resets the count.
    fileprivate func end<Observer>(_ sink: RefCountSink<Source, Observer>) {
        let disconnection = lock.withLock { sink.membership.flatMap { state.end($0) } }
        disconnection?.dispose()
    }
}

final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: ForwardingSink<Observer> where Source.Element == Observer.Element {
    private let parent: RefCount<Source>
    /// The connection generation this sink is counted in, or nil when it is not counted.
    fileprivate var membership: UInt64?

    fileprivate init(parent: RefCount<Source>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    override func handleError(_ error: Swift.Error) {
        parent.end(self)
        forwardError(error)
    }

    override func handleCompleted() {
        parent.end(self)
        forwardStop(.completed)
    }

    override func disposeResources() {
        parent.leave(self)
    }
}
