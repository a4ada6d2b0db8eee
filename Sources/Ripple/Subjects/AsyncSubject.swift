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

    /// Creates a subject.
    public override init() {}

    /// Whether the subject has any observers.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Remembers an element; on completion emits the last one and completes; on error emits the
    /// error. Ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        core.lock()
        guard !core.isStoppedWhileLocked else {
            core.unlock()
            return
        }
        switch event {
        case .next(let value):
            lastElement = value
            core.unlock()
        case .error:
            stoppedEvents = [event]
            core.deliverUnlocking([event], to: core.stopWhileLocked())
        case .completed:
            let events: [Event<Element>] = lastElement.map { [.next($0), .completed] } ?? [.completed]
            stoppedEvents = events
            core.deliverUnlocking(events, to: core.stopWhileLocked())
        }
    }

    /// Subscribes `observer`: after termination it receives the final events at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.lock()
        if core.isDisposedWhileLocked {
            core.unlock()
            observer.on(.error(RxError.disposed(object: RxError.ObjectDescription(self))))
            return Disposables.create()
        }
        if let stoppedEvents {
            core.deliverUnlocking(stoppedEvents, to: [SubjectObserver(key: 0, observer: observer)])
            return Disposables.create()
        }
        let box = core.insertWhileLocked(observer)
        core.unlock()
        return core.subscription(for: box)
    }

    /// Returns itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// Removes every observer; later subscribers receive an `RxError.disposed` error.
    public func dispose() {
        core.lock()
        core.disposeWhileLocked()
        lastElement = nil
        stoppedEvents = nil
        core.unlock()
    }
}

// @unchecked Sendable: `lastElement` and `stoppedEvents` are guarded by the core's lock.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
