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
    private var finalEvents: [Event<Element>]?

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

    /// Remembers an element; on completion emits the last one and completes; on error emits the
    /// error. Ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        core.sendTerminal(event)
    }

    /// Remembers `element` as the last one; ignored after a terminal event or disposal.
    public func onNext(_ element: Element) {
        // The previous element is released after the lock: its deinitializer may use this subject.
        var previous: Element? = element
        core.withLock {
            if !core.isStoppedWhileLocked { swap(&previous, &lastElement) }
        }
    }

    /// Subscribes `observer`: after termination it receives the final events at once.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.subscribe(observer, to: self, replays: false)
    }

    /// Returns itself.
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// Removes every observer; later subscribers receive an `RxError.disposed` error.
    public func dispose() {
        core.dispose()
    }
}

extension AsyncSubject: SubjectRecord {
    func recordNext(_ element: inout Element) {}

    func recordTerminal(_ event: Event<Element>) -> Element? {
        let last: Element? = if case .completed = event { lastElement } else { nil }
        finalEvents = last.map { [.next($0), event] } ?? [event]
        return last
    }

    func replay() -> ReplaySnapshot<Element> { .nothing }

    func stoppedEvents() -> [Event<Element>] {
        finalEvents ?? []
    }

    func clear() -> Any? {
        defer {
            lastElement = nil
            finalEvents = nil
        }
        return (lastElement, finalEvents)
    }
}

// @unchecked Sendable: `lastElement` and `finalEvents` are guarded by the core's lock.
extension AsyncSubject: @unchecked Sendable where Element: Sendable {}
