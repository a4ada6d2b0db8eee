extension ObservableType where Element: Sendable {
    /// Delivers the source's events on `scheduler`, one at a time and in order, even when the
    /// scheduler is concurrent.
    ///
    /// Only delivery moves to the scheduler; subscribing and disposing happen where they are
    /// called (use `subscribe(on:)` to move those). Each event is delivered by its own scheduled
    /// step, so on a `TestScheduler` an event arriving at tick t reaches the observer at t + 1 and
    /// events queued behind it one tick apart. The terminal event is delivered last, then the
    /// source is disposed; after disposal nothing more is delivered.
    ///
    /// ```
    /// source:          -1-2-|
    /// observe(on: s):  --1-2-|     (each event one scheduler step later)
    /// ```
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObserveOn(source: asObservable(), scheduler: scheduler)
    }
}

final class ObserveOn<Element: Sendable>: Producer<Element> {
    private let source: Observable<Element>
    private let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// One delivery step of `observe(on:)`; an existential, so scheduled closures need not capture
/// the sink's generic types.
private protocol ObserveOnStep: AnyObject, Sendable {
    func deliverNext(_ key: CompositeDisposable.DisposeKey)
}

/// Queues upstream events and drains them on the scheduler, one event per scheduled step, with at
/// most one step pending or running at a time.
final class ObserveOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, ObserveOnStep, @unchecked Sendable where Observer.Element: Sendable {
    // @unchecked Sendable: `queue`, `isDraining` and `acceptsEvents` are guarded by `lock`;
    // `pendingStep` is thread-safe; the observer is only called from the single drain step.
    typealias Element = Observer.Element

    private let scheduler: ImmediateSchedulerType
    private let lock = Lock.make()
    private var queue = Queue<Event<Element>>()
    private var isDraining = false
    private var acceptsEvents = true
    private let pendingStep = CompositeDisposable()

    init(observer: Observer, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        let startDraining = lock.withLock { () -> Bool in
            guard acceptsEvents else { return false }
            if event.isStopEvent {
                acceptsEvents = false
            }
            queue.enqueue(event)
            if isDraining { return false }
            isDraining = true
            return true
        }
        if startDraining {
            scheduleStep()
        }
    }

    private func scheduleStep() {
        let slot = SingleAssignmentDisposable()
        guard let key = pendingStep.insert(slot) else { return }
        let step: any ObserveOnStep = self
        slot.setDisposable(scheduler.schedule(key) { key in
            step.deliverNext(key)
            return Disposables.create()
        })
    }

    func deliverNext(_ key: CompositeDisposable.DisposeKey) {
        pendingStep.remove(for: key)
        guard !isDisposed, let event = lock.withLock({ queue.dequeue() }) else { return }
        forward(event)
        guard !isStopped else { return }
        let hasMore = lock.withLock { () -> Bool in
            if queue.isEmpty {
                isDraining = false
                return false
            }
            return true
        }
        if hasMore {
            scheduleStep()
        }
    }

    override func disposeResources() {
        lock.withLock {
            acceptsEvents = false
            queue.removeAll()
        }
        pendingStep.dispose()
    }
}
