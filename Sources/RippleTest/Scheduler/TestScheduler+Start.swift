import IssueReporting
import Ripple

extension TestScheduler {
    /// Runs the scheduler: creates the sequence at `created`, subscribes a recording observer at
    /// `subscribed`, disposes the subscription at `disposed`, and returns the observer.
    ///
    /// `create` runs on the calling thread, inside the scheduler, and may capture local state.
    ///
    /// The times must not be before the clock, nor decrease (`created <= subscribed <= disposed`):
    /// other times fail the test, and the scheduler then runs as RxTest would (a time in the past
    /// runs at the current time; a subscription disposed before it is made is never disposed).
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        if let problem = startTimesProblem(created: created, subscribed: subscribed, disposed: disposed) {
            reportIssue("TestScheduler.start(created: \(created), subscribed: \(subscribed), disposed: \(disposed)): \(problem)")
        }
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)

        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// Runs the scheduler with ``Defaults`` creation (100) and subscription (200) times, disposing
    /// at `disposed`.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Runs the scheduler with the ``Defaults`` times: created at 100, subscribed at 200,
    /// disposed at 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }

    /// What is wrong with the times given to ``start(created:subscribed:disposed:create:)``, if
    /// anything.
    private func startTimesProblem(created: TestTime, subscribed: TestTime, disposed: TestTime) -> String? {
        let now = clock
        if created < now {
            return "created (\(created)) is before the clock (\(now)); it would run at \(now)"
        }
        if subscribed < created {
            return "subscribed (\(subscribed)) is before created (\(created))"
        }
        if disposed < subscribed {
            return "disposed (\(disposed)) is before subscribed (\(subscribed)); the subscription would never be disposed"
        }
        return nil
    }
}
