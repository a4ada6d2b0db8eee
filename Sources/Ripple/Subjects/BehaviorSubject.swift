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
        super.init()
        core.attach(self)
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
        core.sendTerminal(event)
    }

    /// Stores `element` as the current value and broadcasts it; ignored after a terminal event or
    /// disposal.
    public func onNext(_ element: Element) {
        core.sendRecordedNext(element)
    }

    /// Subscribes `observer`: it receives the current value, then later events.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.subscribe(observer, to: self, replays: true)
    }

    /// Returns itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Removes every observer; ``value()`` and later subscriptions fail with `RxError.disposed`.
    public func dispose() {
        core.dispose()
    }
}

extension BehaviorSubject: SubjectRecord {
    func recordNext(_ element: inout Element) {
        swap(&element, &self.element)
    }

    func recordTerminal(_ event: Event<Element>) -> Element? {
        stoppedEvent = event
        return nil
    }

    func replay() -> ReplaySnapshot<Element> {
        .element(element)
    }

    func stoppedEvents() -> [Event<Element>] {
        stoppedEvent.map { [$0] } ?? []
    }

    func clear() -> Any? {
        defer { stoppedEvent = nil }
        return stoppedEvent
    }
}

// @unchecked Sendable: `element` and `stoppedEvent` are guarded by the core's lock.
extension BehaviorSubject: @unchecked Sendable where Element: Sendable {}
