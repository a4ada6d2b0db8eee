/// The connectable sequence behind `multicast`, `publish` and `replay`: observers subscribe to a
/// subject; a connection subscribes the subject to the source.
///
/// The subject is made lazily by `makeSubject` and released when its connection ends (disposed,
/// or the source terminated), so the next subscriber or connection gets a new one, as
/// ``ConnectableState`` keeps them. `multicast(_:)` passes a function that always returns the same
/// subject.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject

    /// Guards `state`, here and in ``SubjectConnection``.
    fileprivate let lock = Lock.make()
    fileprivate var state = ConnectableState<Subject, SubjectConnection<Subject>>()

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        currentSubject().subject.subscribe(observer)
    }

    /// Returns the live connection, or subscribes a new one to the source.
    override func connect() -> Disposable {
        while true {
            let (subject, generation) = currentSubject()
            let subjectObserver = subject.asObserver()
            let admission = lock.withLock {
                state.connect(forSubjectOf: generation) {
                    SubjectConnection(parent: self, lock: lock, subjectObserver: subjectObserver)
                }
            }
            switch admission {
            case .joined(let connection):
                return connection
            case .started(let connection):
                connection.attach(source.subscribe(connection))
                return connection
            case .subjectReleased:
                continue
            }
        }
    }

    /// The current subject and its generation, made now if there is none. `makeSubject` runs
    /// outside the lock; if another thread installed a subject meanwhile, that one wins.
    private func currentSubject() -> (subject: Subject, generation: UInt64) {
        if let current = lock.withLock({ state.currentSubject }) {
            return current
        }
        let made = makeSubject()
        return lock.withLock { state.install(made) }
    }
}

/// One connection: observes the source and feeds the subject; disposing it (or a terminal event
/// from the source) unsubscribes from the source and releases the subject.
final class SubjectConnection<Subject: SubjectType>: ObserverType, Disposable, @unchecked Sendable {
    // @unchecked Sendable: `parent` is guarded by `lock`, the adapter's lock; `subscription` is a
    // thread-safe disposable; `subjectObserver` receives the source's events, which the source
    // serializes.
    typealias Element = Subject.Observer.Element

    private let lock: Lock
    /// The adapter whose live connection this is, until it is disposed.
    private var parent: ConnectableObservableAdapter<Subject>?
    private let subjectObserver: Subject.Observer
    private let subscription = SingleAssignmentDisposable()

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
        if lock.withLock({ parent == nil }) { return }
        if event.isStopEvent {
            dispose()
        }
        subjectObserver.on(event)
    }

    func dispose() {
        let wasLive = lock.withLock { () -> Bool in
            guard let parent else { return false }
            parent.state.end(self)
            self.parent = nil
            return true
        }
        if wasLive {
            subscription.dispose()
        }
    }
}
