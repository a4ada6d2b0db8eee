/// `share(replay:scope:)` with the `.whileConnected` scope and a replay of 0 or 1, as RxSwift 6
/// implements them (rather than as `multicast` and `refCount`): observers subscribe straight to the
/// connection's subject, with no sink between, and subscribing starts no trampoline (it overrides
/// `subscribe` itself, not ``Producer/run(_:)``; a `Producer` only for its initializer). The first
/// observer connects; the last one to leave disconnects, disposing the source subscription. A
/// terminal event ends the connection and then reaches the observers; the source, which sent it,
/// disposes its own subscription, so `do(afterCompleted:)` upstream runs before its `onDispose`.
/// The next observer after that starts a fresh connection with a fresh subject.
final class ShareWhileConnected<Subject: SubjectType>: Producer<Subject.Element> {
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    private let state = LockedState(ShareState<ShareConnection<Subject>>())

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        let (connection, connects) = state.withLock { state in
            state.join(making: { ShareConnection(subject: makeSubject(), parent: self) })
        }
        let subscription = connection.subject.subscribe(observer)
        if connects {
            connection.connect(to: source)
        }
        return Disposables.create {
            subscription.dispose()
            if self.state.withLock({ $0.leave(connection) }) {
                connection.disconnect()
            }
        }
    }

    /// Ends `connection` once its source terminated; `false` when it had ended already.
    fileprivate func end(_ connection: ShareConnection<Subject>) -> Bool {
        state.withLock { $0.end(connection) }
    }
}

/// One connection of a ``ShareWhileConnected``: its subject and its subscription to the source.
final class ShareConnection<Subject: SubjectType>: ObserverType {
    typealias Element = Subject.Observer.Element

    let subject: Subject
    private let observer: Subject.Observer
    /// Held strongly: the parent holds this connection only while it is live, and a live
    /// connection keeps its parent.
    private let parent: ShareWhileConnected<Subject>
    private let subscription = SingleAssignmentDisposable()

    fileprivate init(subject: Subject, parent: ShareWhileConnected<Subject>) {
        self.subject = subject
        observer = subject.asObserver()
        self.parent = parent
    }

    fileprivate func connect(to source: Observable<Element>) {
        subscription.setDisposable(source.subscribe(self))
    }

    fileprivate func disconnect() {
        subscription.dispose()
    }

    func on(_ event: Event<Element>) {
        if event.isStopEvent, !parent.end(self) {
            return
        }
        observer.on(event)
    }

    func onNext(_ element: Element) {
        observer.onNext(element)
    }
}

/// Which connection of a shared sequence is live and how many observers it has. A plain value,
/// guarded by the shared sequence's lock.
struct ShareState<Connection: AnyObject> {
    private(set) var connection: Connection?
    private(set) var members = 0

    /// An observer joins the live connection, or a new one that `make` makes; `connects` when it
    /// is the connection's first observer, which connects it.
    mutating func join(making make: () -> Connection) -> (connection: Connection, connects: Bool) {
        let joined = connection ?? make()
        connection = joined
        members += 1
        return (joined, members == 1)
    }

    /// An observer of `left` leaves; `true` when it was the last one of the live connection,
    /// which ends and is to be disconnected.
    mutating func leave(_ left: Connection) -> Bool {
        guard connection === left else { return false }
        members -= 1
        guard members == 0 else { return false }
        connection = nil
        return true
    }

    /// The source of `ended` terminated; `true` when it was the live connection, which ends.
    mutating func end(_ ended: Connection) -> Bool {
        guard connection === ended else { return false }
        connection = nil
        members = 0
        return true
    }
}
