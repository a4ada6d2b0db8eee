/// A subject that holds a current value: each new observer first receives that value, then the
/// events sent afterwards.
///
/// ```
/// subject(0): --1----2-|
/// observer:      ^1--2-|       (subscribed after 1)
/// ```
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let core = SubjectCore<Element>()
    private var element: Element
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        element = value
    }

    /// Whether the subject has any observers.
    public var hasObservers: Bool {
        core.lock.withLock { !core.observers.isEmpty }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        core.lock.withLock { disposed }
    }

    /// The current value.
    ///
    /// - Throws: `RxError.disposed` once the subject is disposed, or the error it terminated with.
    public func value() throws -> Element {
        try core.lock.withLock {
            if disposed { throw RxError.disposed(object: RxError.ObjectDescription(self)) }
            if case .error(let error) = stoppedEvent { throw error }
            return element
        }
    }

    /// Stores an element as the current value and broadcasts `event`; ignored after a terminal
    /// event or disposal.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        guard !disposed, stoppedEvent == nil else {
            core.lock.unlock()
            return
        }
        let observers: SubjectCore<Element>.Observers
        switch event {
        case .next(let value):
            element = value
            observers = core.observers
        case .error, .completed:
            stoppedEvent = event
            observers = core.removeAll()
        }
        core.deliverUnlocking(.broadcast(event, observers))
    }

    /// Subscribes `observer`: it receives the current value, then later events.
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
        core.deliverUnlocking(.replay([.next(element)], observer.on))
        return core.subscription(for: key)
    }

    /// Returns itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Removes every observer; ``value()`` and later subscriptions fail with `RxError.disposed`.
    public func dispose() {
        core.lock.withLock {
            disposed = true
            stoppedEvent = nil
            _ = core.removeAll()
        }
    }
}

// @unchecked Sendable: `element`, `stoppedEvent` and `disposed` are guarded by `core.lock`.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
