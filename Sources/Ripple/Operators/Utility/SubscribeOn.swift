extension ObservableType where Element: Sendable {
    /// Subscribes to the source on `scheduler`, and disposes that subscription on `scheduler`.
    ///
    /// Events are delivered on whatever thread the source sends them (usually the scheduler's),
    /// so the elements must be `Sendable`; use `observe(on:)` to move delivery. On a `TestScheduler`, subscribing at tick t subscribes the source at t + 1, and
    /// disposing (or a terminal event) at tick u unsubscribes it at u + 1. Once disposed, events
    /// that the source still sends before its scheduled unsubscription are dropped.
    ///
    /// ```
    /// source:             ---1-2-|
    /// subscribe(on: s):   ^ (source subscribed one scheduler step later)
    /// result:             ---1-2-|
    /// ```
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

extension ObservableType {
    /// Subscribes to the source on the current thread's trampoline, and disposes that subscription
    /// there: once the work running on the subscribing (or disposing) thread returns.
    ///
    /// The trampoline runs work on the thread that schedules it, so no element crosses threads and
    /// any element is accepted, `Sendable` or not, as in RxSwift.
    public func subscribe(on scheduler: CurrentThreadScheduler) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

extension ObservableType {
    /// `subscribe(on:)` without its `Sendable` requirement, for sources that check where they are
    /// subscribed: RippleCocoa's control events and properties of elements not known to be
    /// `Sendable` subscribe their source only on the thread that made them, and otherwise report
    /// and complete.
    package func subscribe(onConfined scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOn(source: self, scheduler: scheduler)
    }
}

/// Holds the source as it is (not converted with `asObservable()`), so the subscription made on
/// the scheduler is the source's own.
final class SubscribeOn<Source: ObservableType>: Producer<Source.Element> {
    private let source: Source
    private let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Source.Element {
        let sink = SubscribeOnSink(observer: observer, scheduler: scheduler) { [source] sink in source.subscribe(sink) }
        sink.setUpstream(sink.start())
        return sink
    }
}

final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `subscribeSource` is only called by the one scheduled subscription, as
    // RxSwift's `subscribe(on:)` subscribes to its source on the scheduler; `subscription` is
    // thread-safe; `scheduler` is immutable.
    private let scheduler: ImmediateSchedulerType
    private let subscribeSource: (SubscribeOnSink) -> Disposable
    private let subscription = SerialDisposable()

    init(observer: Observer, scheduler: ImmediateSchedulerType, subscribeSource: @escaping (SubscribeOnSink) -> Disposable) {
        self.scheduler = scheduler
        self.subscribeSource = subscribeSource
        super.init(observer: observer)
    }

    /// Schedules the subscription; the result cancels it or, once it happened, disposes it on the
    /// scheduler.
    func start() -> Disposable {
        subscription.replace {
            scheduler.schedule(()) { [self] _ in
                subscription.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscribeSource(self))
                return Disposables.create()
            }
        }
        return subscription
    }

    /// Forwards `event` unless this subscription has ended: disposal happens on the scheduler, so
    /// the source may still send until then.
    func on(_ event: Event<Observer.Element>) {
        guard !isStopped, !isDisposed else { return }
        forward(event)
    }
}
