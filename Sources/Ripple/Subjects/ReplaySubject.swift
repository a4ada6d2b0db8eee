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
    private let bufferSize: Int?
    private var buffer = Queue<Element>()
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize.map { max(0, $0) }
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
        core.lock.withLock { !core.observers.isEmpty }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        core.lock.withLock { disposed }
    }

    /// Buffers an element and broadcasts `event`; ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        core.lock.lock()
        guard !disposed, stoppedEvent == nil else {
            core.lock.unlock()
            return
        }
        let observers: SubjectCore<Element>.Observers
        switch event {
        case .next(let value):
            buffer.enqueue(value)
            if let bufferSize {
                while buffer.count > bufferSize { _ = buffer.dequeue() }
            }
            observers = core.observers
        case .error, .completed:
            stoppedEvent = event
            observers = core.removeAll()
        }
        core.deliverUnlocking(.broadcast(event, observers))
    }

    /// Subscribes `observer`: it receives the buffered elements, then later events.
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        core.lock.lock()
        if disposed {
            core.lock.unlock()
            observer.on(.error(RxError.disposed(object: RxError.ObjectDescription(self))))
            return Disposables.create()
        }
        var replay = buffer.elements.map { Event.next($0) }
        if let stoppedEvent {
            replay.append(stoppedEvent)
            core.deliverUnlocking(.replay(replay, observer.on))
            return Disposables.create()
        }
        let key = core.insert(observer.on)
        core.deliverUnlocking(.replay(replay, observer.on))
        return core.subscription(for: key)
    }

    /// Returns itself.
    public func asObserver() -> ReplaySubject<Element> {
        self
    }

    /// Removes every observer and empties the buffer; later subscribers receive an
    /// `RxError.disposed` error.
    public func dispose() {
        core.lock.withLock {
            disposed = true
            stoppedEvent = nil
            buffer.removeAll()
            _ = core.removeAll()
        }
    }
}

// @unchecked Sendable: `buffer`, `stoppedEvent` and `disposed` are guarded by `core.lock`.
extension ReplaySubject: @unchecked Sendable where Element: Sendable {}
