/// A subject that broadcasts each event to the observers subscribed at that moment.
///
/// Observers that subscribe after a terminal event receive only that event. Events may be sent
/// from several threads: each observer receives them one at a time, in the order they were sent.
///
/// ```
/// subject: -1-2-3-|
/// early:   -1-2-3-|
/// late:        -3-|
/// ```
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = PublishSubject<Element>

    private let core = SubjectCore<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// Creates a subject.
    public override init() {}

    /// Whether the subject has any observers.
    public var hasObservers: Bool {
        core.lock.withLock { !core.observers.isEmpty }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        core.lock.withLock { disposed }
    }

    /// Broadcasts `event` to the current observers; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        guard !disposed, stoppedEvent == nil else {
            core.lock.unlock()
            return
        }
        let observers: SubjectCore<Element>.Observers
        if event.isStopEvent {
            stoppedEvent = event
            observers = core.removeAll()
        } else {
            observers = core.observers
        }
        core.deliverUnlocking(.broadcast(event, observers))
    }

    /// Subscribes `observer` to the events sent from now on.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.lock.lock()
        if disposed {
            core.lock.unlock()
            observer.on(.error(RxError.disposed(object: RxError.ObjectDescription(self))))
            return Disposables.create()
        }
        if let stoppedEvent {
            core.lock.unlock()
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = core.insert(observer.on)
        core.lock.unlock()
        return core.subscription(for: key)
    }

    /// Returns itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Removes every observer; later subscribers receive an `RxError.disposed` error.
    public func dispose() {
        core.lock.withLock {
            disposed = true
            stoppedEvent = nil
            _ = core.removeAll()
        }
    }
}

// @unchecked Sendable: `stoppedEvent` and `disposed` are guarded by `core.lock`.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
