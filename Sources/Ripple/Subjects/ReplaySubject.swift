/// A subject that replays buffered elements to each new observer, then forwards later events.
///
/// Create one with ``create(bufferSize:)`` (the last `bufferSize` elements) or
/// ``createUnbounded()`` (every element). After a terminal event, new observers receive the
/// buffer and then that event.
///
/// ```
/// subject (bufferSize 2): -1-2-3-----4-|
/// observer:                      ^(23)4-|    (subscribed after 3)
/// ```
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    /// The observer side of the subject.
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let core = SubjectCore<Element>()
    private var buffer: ReplayBuffer<Element>
    private var stoppedEvent: Event<Element>?

    private init(bufferSize: Int?) {
        buffer = ReplayBuffer(limit: bufferSize)
        super.init()
        core.attach(self)
    }

    /// A subject that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject that replays every element it has received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// Whether the subject has any observers.
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        core.isDisposed
    }

    /// Buffers an element and broadcasts `event`; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            onNext(element)
            return
        }
        core.sendTerminal(event)
    }

    /// Buffers `element` and broadcasts it; ignored after a terminal event or disposal.
    public func onNext(_ element: Element) {
        core.sendRecordedNext(element)
    }

    /// Subscribes `observer`: it receives the buffered elements, then later events.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.subscribe(observer, to: self, replays: true)
    }

    /// Returns itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Removes every observer and empties the buffer; later subscribers receive an
    /// `RxError.disposed` error.
    public func dispose() {
        core.dispose()
    }
}

extension ReplaySubject: SubjectRecord {
    func recordNext(_ element: inout Element) {
        if let evicted = buffer.append(element) {
            element = evicted
        }
    }

    func recordTerminal(_ event: Event<Element>) -> Element? {
        stoppedEvent = event
        return nil
    }

    func replay() -> ReplaySnapshot<Element> {
        .buffer(buffer)
    }

    func stoppedEvents() -> [Event<Element>] {
        stoppedEvent.map { buffer.events + [$0] } ?? []
    }

    func clear() -> Any? {
        var emptied = ReplayBuffer<Element>(limit: 0)
        swap(&emptied, &buffer)
        defer { stoppedEvent = nil }
        return (emptied, stoppedEvent)
    }
}

// @unchecked Sendable: `buffer` and `stoppedEvent` are guarded by the core's lock.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
