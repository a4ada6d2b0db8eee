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

/// Counts the subscribers of a connectable sequence and connects while there are any.
///
/// Each connection is a generation: a subscriber is counted in the generation it joined, and a
/// terminal event ends the generation (the count restarts at zero), so late disposals from the
/// previous generation change nothing. `connect()` and the connection's `dispose()` run outside
/// the lock; a connection that finishes connecting after its generation ended, or after every
/// subscriber left, is disposed at once.
final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element> {
    private enum Connection {
        case idle
        case connecting(isAbandoned: Bool)
        case connected(Disposable)
    }

    private let source: Source
    /// Guards `count`, `generation`, `connection` and each sink's `generation`.
    private let lock = Lock.make()
    private var count = 0
    private var generation: UInt64 = 0
    private var connection = Connection.idle

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Source.Element {
        let sink = RefCountSink(parent: self, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        join(sink)
        return sink
    }

    /// Counts `sink` in, unless it already ended while subscribing (a terminated subject), and
    /// connects if it is the first.
    private func join<Observer>(_ sink: RefCountSink<Source, Observer>) {
        let connectingGeneration = lock.withLock { () -> UInt64? in
            guard !sink.isDisposed else { return nil }
            count += 1
            sink.generation = generation
            switch connection {
            case .idle:
                connection = .connecting(isAbandoned: false)
                return generation
            case .connecting:
                connection = .connecting(isAbandoned: false)
                return nil
            case .connected:
                return nil
            }
        }
        guard let connectingGeneration else { return }
        let subscription = source.connect()
        let isKept = lock.withLock { () -> Bool in
            guard generation == connectingGeneration, case .connecting(isAbandoned: false) = connection else {
                if generation == connectingGeneration {
                    connection = .idle
                }
                return false
            }
            connection = .connected(subscription)
            return true
        }
        if !isKept {
            subscription.dispose()
        }
    }

    /// Counts `sink` out; the last one to leave disconnects.
    fileprivate func leave<Observer>(_ sink: RefCountSink<Source, Observer>) {
        let disconnection = lock.withLock { () -> Disposable? in
            guard let joined = sink.generation, joined == generation else { return nil }
            sink.generation = nil
            count -= 1
            guard count == 0 else { return nil }
            switch connection {
            case .connected(let subscription):
                connection = .idle
                return subscription
            case .connecting:
                connection = .connecting(isAbandoned: true)
                return nil
            case .idle:
                return nil
            }
        }
        disconnection?.dispose()
    }

    /// Ends the generation `sink` belongs to, when the source terminated: the first of its
    /// subscribers to see the terminal event disconnects and resets the count.
    fileprivate func end<Observer>(_ sink: RefCountSink<Source, Observer>) {
        let disconnection = lock.withLock { () -> Disposable? in
            guard let joined = sink.generation, joined == generation else { return nil }
            count = 0
            generation &+= 1
            defer { connection = .idle }
            if case .connected(let subscription) = connection {
                return subscription
            }
            return nil
        }
        disconnection?.dispose()
    }
}

final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: ForwardingSink<Observer>, @unchecked Sendable where Source.Element == Observer.Element {
    // @unchecked Sendable: `generation` is only read and written by `RefCount`, under its lock;
    // `parent` is immutable.
    private let parent: RefCount<Source>
    /// The connection generation this sink is counted in, or nil when it is not counted.
    fileprivate var generation: UInt64?

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
