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

    /// Creates a subject.
    public override init() {
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

    /// Broadcasts `event` to the current observers; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        core.sendTerminal(event)
    }

    /// Broadcasts an element to the current observers; ignored after a terminal event or disposal.
    public func onNext(_ element: Element) {
        core.sendNext(element)
    }

    /// Subscribes `observer` to the events sent from now on.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.subscribe(observer, to: self, replays: false)
    }

    /// Returns itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Removes every observer; later subscribers receive an `RxError.disposed` error.
    public func dispose() {
        core.dispose()
    }
}

extension PublishSubject: SubjectRecord {
    func recordNext(_ element: inout Element) {}

    func recordTerminal(_ event: Event<Element>) -> Element? {
        stoppedEvent = event
        return nil
    }

    func replay() -> ReplaySnapshot<Element> { .nothing }

    func stoppedEvents() -> [Event<Element>] {
        stoppedEvent.map { [$0] } ?? []
    }

    func clear() -> Any? {
        defer { stoppedEvent = nil }
        return stoppedEvent
    }
}

// @unchecked Sendable: `stoppedEvent` is guarded by the core's lock.
extension PublishSubject: @unchecked Sendable where Element: Sendable {}
