/// A subject that emits only its last element, and only when it completes.
///
/// On an error it emits the error alone; observers that subscribe after completion receive the
/// last element and completion.
///
/// ```
/// subject:  -1-2-3-|
/// observer: -------(3|)
/// ```
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let core = SubjectCore<Element>()
    private var lastElement: Element?
    private var stoppedEvents: [Event<Element>]?
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

    /// Remembers an element; on completion emits the last one and completes; on error emits the
    /// error. Ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        guard !disposed, stoppedEvents == nil else {
            core.lock.unlock()
            return
        }
        switch event {
        case .next(let value):
            lastElement = value
            core.lock.unlock()
        case .error:
            stoppedEvents = [event]
            core.deliverUnlocking(.broadcastAll([event], core.removeAll()))
        case .completed:
            let events: [Event<Element>] = lastElement.map { [.next($0), .completed] } ?? [.completed]
            stoppedEvents = events
            core.deliverUnlocking(.broadcastAll(events, core.removeAll()))
        }
    }

    /// Subscribes `observer`: after termination it receives the final events at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.lock.lock()
        if disposed {
            core.lock.unlock()
            observer.on(.error(RxError.disposed(object: RxError.ObjectDescription(self))))
            return Disposables.create()
        }
        if let stoppedEvents {
            core.deliverUnlocking(.replay(stoppedEvents, observer.on))
            return Disposables.create()
        }
        let key = core.insert(observer.on)
        core.lock.unlock()
        return core.subscription(for: key)
    }

    /// Returns itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// Removes every observer; later subscribers receive an `RxError.disposed` error.
    public func dispose() {
        core.lock.withLock {
            disposed = true
            lastElement = nil
            stoppedEvents = nil
            _ = core.removeAll()
        }
    }
}

// @unchecked Sendable: `lastElement`, `stoppedEvents` and `disposed` are guarded by `core.lock`.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
