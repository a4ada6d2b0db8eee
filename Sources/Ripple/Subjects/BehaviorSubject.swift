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

    /// Creates a subject whose current value is `value`.
    public init(value: Element) {
        element = value
    }

    /// Whether the subject has any observers.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// The current value.
    ///
    /// - Throws: `RxError.disposed` once the subject is disposed, or the error it terminated with.
    public func value() throws -> Element {
        try core.withLock {
            if core.isDisposedWhileLocked { throw RxError.disposed(object: RxError.ObjectDescription(self)) }
            if case .error(let error) = stoppedEvent { throw error }
            return element
        }
    }

    /// Stores an element as the current value and broadcasts `event`; ignored after a terminal
    /// event or disposal.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        core.sendTerminal(event) { event in
            stoppedEvent = event
            return [event]
        }
    }

    /// Stores `element` as the current value and broadcasts it; ignored after a terminal event or
    /// disposal.
    public func onNext(_ element: Element) {
        core.sendNext(element) { self.element = $0 }
    }

    /// Subscribes `observer`: it receives the current value, then later events.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.subscribe(observer, to: self, stoppedEvents: { stoppedEvent.map { [$0] } ?? [] }, replay: { [.next(element)] })
    }

    /// Returns itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Removes every observer; ``value()`` and later subscriptions fail with `RxError.disposed`.
    public func dispose() {
        core.dispose { stoppedEvent = nil }
    }
}

// @unchecked Sendable: `element` and `stoppedEvent` are guarded by the core's lock.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
