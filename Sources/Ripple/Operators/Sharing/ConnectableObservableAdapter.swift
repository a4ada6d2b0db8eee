/// The connectable sequence behind `multicast`, `publish` and `replay`: observers subscribe to a
/// subject; a connection subscribes the subject to the source.
///
/// The subject is made lazily by `makeSubject` and released when its connection ends (disposed,
/// or the source terminated), so the next subscriber or connection gets a new one. `multicast(_:)`
/// passes a function that always returns the same subject.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject

    /// Guards `subject` and `connection`, here and in ``SubjectConnection``.
    fileprivate let lock = Lock.make()
    fileprivate var subject: Subject?
    fileprivate var connection: SubjectConnection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        currentSubject().subscribe(observer)
    }

    /// Returns the live connection, or subscribes a new one to the source.
    override func connect() -> Disposable {
        let madeSubject = currentSubject()
        let (connection, isNew) = lock.withLock { () -> (SubjectConnection<Subject>, Bool) in
            if let existing = self.connection {
                return (existing, false)
            }
            let subject = self.subject ?? madeSubject
            self.subject = subject
            let connection = SubjectConnection(parent: self, lock: lock, subjectObserver: subject.asObserver())
            self.connection = connection
            return (connection, true)
        }
        if isNew {
            connection.attach(source.subscribe(connection))
        }
        return connection
    }

    /// The current subject, made now if there is none. `makeSubject` runs outside the lock; if
    /// another thread installed a subject meanwhile, that one wins.
    private func currentSubject() -> Subject {
        if let subject = lock.withLock({ subject }) {
            return subject
        }
        let made = makeSubject()
        return lock.withLock {
            if let subject {
                return subject
            }
            subject = made
            return made
        }
    }
}

/// One connection: observes the source and feeds the subject; disposing it (or a terminal event
/// from the source) unsubscribes from the source and releases the subject.
final class SubjectConnection<Subject: SubjectType>: ObserverType, Disposable, @unchecked Sendable {
    // @unchecked Sendable: `parent` and `isDisposed` are guarded by `lock`, the adapter's lock;
    // `subscription` is a thread-safe disposable; `subjectObserver` receives the source's events,
    // which the source serializes.
    typealias Element = Subject.Observer.Element

    private let lock: Lock
    private var parent: ConnectableObservableAdapter<Subject>?
    private let subjectObserver: Subject.Observer
    private let subscription = SingleAssignmentDisposable()
    private var isDisposed = false

    fileprivate init(parent: ConnectableObservableAdapter<Subject>, lock: Lock, subjectObserver: Subject.Observer) {
        self.parent = parent
        self.lock = lock
        self.subjectObserver = subjectObserver
    }

    /// Stores the subscription to the source.
    fileprivate func attach(_ sourceSubscription: Disposable) {
        subscription.setDisposable(sourceSubscription)
    }

    func on(_ event: Event<Element>) {
        if lock.withLock({ isDisposed }) { return }
        if event.isStopEvent {
            dispose()
        }
        subjectObserver.on(event)
    }

    func dispose() {
        let wasLive = lock.withLock { () -> Bool in
            if isDisposed { return false }
            isDisposed = true
            if let parent, parent.connection === self {
                parent.connection = nil
                parent.subject = nil
            }
            parent = nil
            return true
        }
        if wasLive {
            subscription.dispose()
        }
    }
}
