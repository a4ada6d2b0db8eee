import Ripple
import RippleCocoa
import RippleTest

/// A test scheduler whose scheduled steps run at the tick they are scheduled for, so the step
/// that moves a shared sequence's events to its scheduler does not shift them in time.
public func makeSharingScheduler() -> TestScheduler {
    TestScheduler(initialClock: 0, simulateProcessingDelay: false)
}

extension TestScheduler {
    /// `start(created:subscribed:disposed:create:)` with this scheduler as the sharing scheduler
    /// while the sequence is built (at `created`) and run.
    public func startSharing<Source: ObservableConvertibleType>(
        created: TestTime = Defaults.created,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed,
        _ create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        var observer: TestableObserver<Source.Element>?
        SharingScheduler.mock(scheduler: self) {
            observer = start(created: created, subscribed: subscribed, disposed: disposed, create: create)
        }
        return observer ?? createObserver(Source.Element.self)
    }

    /// A control event of `events` built inside `SharingScheduler.mock` with this scheduler, so
    /// that it subscribes to `events` at once, as on the main thread, which the test's thread
    /// stands in for.
    public func controlEvent<Events: ObservableType>(_ events: Events) -> ControlEvent<Events.Element> where Events.Element: Sendable {
        var event = ControlEvent<Events.Element>(events: Observable.never())
        SharingScheduler.mock(scheduler: self) { event = ControlEvent(events: events) }
        return event
    }

    /// A control property of `values` and `valueSink` built inside `SharingScheduler.mock` with
    /// this scheduler, so that it subscribes to `values` at once, as on the main thread.
    public func controlProperty<Values: ObservableType, Sink: ObserverType>(
        values: Values,
        valueSink: Sink
    ) -> ControlProperty<Values.Element> where Values.Element == Sink.Element, Values.Element: Sendable {
        var property = ControlProperty<Values.Element>(values: Observable.never(), valueSink: AnyObserver { _ in })
        SharingScheduler.mock(scheduler: self) { property = ControlProperty(values: values, valueSink: valueSink) }
        return property
    }

    /// Subscribes a new recording observer to `source` at `time`, and disposes it at `disposed`
    /// if given.
    public func subscribe<Source: ObservableConvertibleType>(
        _ source: Source,
        at time: TestTime,
        disposedAt disposed: TestTime? = nil
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        var subscription: Disposable?
        scheduleAt(time) { subscription = source.asObservable().subscribe(observer) }
        if let disposed {
            scheduleAt(disposed) { subscription?.dispose() }
        }
        return observer
    }
}
