import Ripple
import RippleTest

extension TestScheduler {
    /// Subscribes a recording observer to `source` at `subscribed`, disposes the subscription at
    /// `disposed` (if given) and runs the scheduler only up to `until`, so a test can then check
    /// what is still pending (``VirtualTimeScheduler/pendingCount``), unlike `start`, which runs
    /// everything.
    func run<Source: ObservableConvertibleType>(
        _ source: Source,
        subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime? = nil,
        until: TestTime
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        var subscription: Disposable?
        scheduleAt(subscribed) { subscription = source.asObservable().subscribe(observer) }
        if let disposed {
            scheduleAt(disposed) { subscription?.dispose() }
        }
        advanceTo(until)
        return observer
    }
}
