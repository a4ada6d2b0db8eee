import Ripple

/// The runs of `assertDisposalAtEveryFrame`: each builds the code under test afresh, on a new
/// test scheduler, and subscribes to it at `subscribed`.
struct DisposalCheck<Element> {
    let subscribed: TestTime
    /// When every subscription is disposed, if the code under test runs for ever otherwise.
    let end: TestTime?
    /// Whether each run happens inside `virtualizing` of its scheduler.
    let virtualizing: Bool
    let makeScheduler: () -> TestScheduler
    let build: (TestScheduler) -> Observable<Element>

    /// A fresh build of the code under test.
    struct World {
        let scheduler: TestScheduler
        let source: Observable<Element>
        let log: TestableObservableLog
        /// The answers that generated mocks take from their queues in this world.
        let answers: QueuedAnswers
    }

    /// What a run that disposes the subscription at a frame observed.
    struct DisposedRun {
        let frame: TestTime
        /// When the disposal finished: the frame, or, when `dispose()` scheduled work or the
        /// chain had disposals scheduled (an operator that disposes its source on a scheduler,
        /// as `subscribe(on:)` does), when the last of that work was due.
        let finished: TestTime
        /// The events delivered before `dispose()` returned.
        let events: [Recorded<Event<Element>>]
        /// The events delivered after it.
        let lateEvents: [Recorded<Event<Element>>]
        /// Test observables' subscriptions made before the disposal and not ended when it finished.
        let unendedSubscriptions: [String]
        /// Test observables' subscriptions made after the disposal.
        let lateSubscriptions: [String]
        /// The subscriptions of the chain still alive at the end of the run.
        let leakedSubscriptions: [String]
        /// The due times of the work scheduled before the disposal, due after it finished and
        /// still pending when it did.
        let uncancelledWork: [TestTime]
        /// The due times of the work still pending at the end of the run.
        let pendingWork: [TestTime]
    }

    /// Runs `body` in a new world, built inside `virtualizing` when asked, or returns nil when
    /// `makeScheduler` returned a scheduler it did not create then.
    func inNewWorld<Result>(_ body: (World) -> Result) -> Result? {
        let log = TestableObservableLog()
        let hooks = TestSchedulerHooks(observableLog: log)
        let scheduler = hooks.offer(makeScheduler)
        guard hooks.wereTaken else { return nil }
        let answers = QueuedAnswers()
        func run() -> Result {
            answers.counting {
                body(World(scheduler: scheduler, source: build(scheduler).asObservable(), log: log, answers: answers))
            }
        }
        return virtualizing ? scheduler.virtualizing(run) : run()
    }

    /// The events of a subscription made at `time` and never disposed before `end`, if any, with
    /// the clock when the run stopped; the run goes on until nothing is left, or up to `limit`.
    func uninterruptedRun(subscribingAt time: TestTime, limit: TestTime? = nil, in world: World) -> (events: [Recorded<Event<Element>>], lastTick: TestTime) {
        let observer = DisposalObserver<Element>(scheduler: world.scheduler)
        var subscription: Disposable?
        world.scheduler.scheduleAt(time) {
            subscription = world.source.subscribe(observer)
            if let end {
                world.scheduler.scheduleAt(max(end, time)) { subscription?.dispose() }
            }
        }
        run(world.scheduler, upTo: limit)
        return (observer.events, world.scheduler.clock)
    }

    /// Runs `scheduler` until nothing is left, or up to `limit`.
    private func run(_ scheduler: TestScheduler, upTo limit: TestTime?) {
        if let limit {
            scheduler.advanceTo(limit)
        } else {
            scheduler.start()
        }
    }

    /// The run that disposes the subscription at `frame`, then runs until after `horizon`, and on
    /// up to `limit` while the disposal has not finished.
    func disposedRun(at frame: TestTime, horizon: TestTime, limit: TestTime, in world: World) -> DisposedRun {
        let scheduler = world.scheduler
        let observer = DisposalObserver<Element>(scheduler: scheduler)
        var subscription: Disposable?
        var countsAtDisposal: [Int] = []
        var before = 0
        var finished: TestTime?
        var unended: [String] = []
        var uncancelled: [TestTime] = []
        func check(at time: TestTime) {
            unended = unendedSubscriptions(world.log.all, countsAtDisposal: countsAtDisposal, finished: time)
            // Work due by then may be a disposal's, or may have run before a scheduled disposal
            // reached it: only what is due later counts.
            uncancelled = scheduler.pendingCancellableDueTimes(before: before).filter { $0 > time }
        }
        // When the disposal will have finished: once the work that dispose() scheduled, and the
        // chain's scheduled disposals (a `ScheduledDisposable`'s, as `subscribe(on:)` disposes
        // its source, pending from before dispose() or scheduled since), have run; nil when
        // nothing is left to wait for.
        var checkDue: TestTime?
        func checkOnceDisposed(after scheduledByDispose: TestTime?) {
            let due = [scheduledByDispose, scheduler.pendingDisposalDueTimes.last].compactMap(\.self).max()
            guard let due else {
                checkDue = nil
                finished = scheduler.clock
                check(at: scheduler.clock)
                return
            }
            // Queued after that work, so that it runs once the work has run (and looks again:
            // a disposal may schedule another).
            checkDue = due
            scheduler.scheduleAt(due) { checkOnceDisposed(after: nil) }
        }
        scheduler.scheduleAt(subscribed) {
            subscription = world.source.subscribe(observer)
            // Queued after the subscription, so that it runs after the events that subscribing
            // queued for the frame, as after those queued before.
            scheduler.scheduleAt(frame) {
                before = scheduler.scheduledWorkCount
                subscription?.dispose()
                observer.markDisposed()
                countsAtDisposal = world.log.all.map { $0.subscriptions().count }
                checkOnceDisposed(after: scheduler.pendingCancellableDueTimes(scheduledFrom: before, before: scheduler.scheduledWorkCount).last)
            }
        }
        let (scope, _) = SubscriptionScope.run {
            scheduler.advanceTo(max(horizon, frame) + 1)
            while let due = checkDue, due <= limit {
                scheduler.advanceTo(due)
            }
        }
        defer { scope.close() }
        if finished == nil {
            // The scheduled disposals did not finish within the limit: what is there now is
            // reported.
            check(at: scheduler.clock)
        }
        return DisposedRun(
            frame: frame,
            finished: finished ?? frame,
            events: observer.events,
            lateEvents: observer.eventsAfterDisposal,
            unendedSubscriptions: unended,
            lateSubscriptions: lateSubscriptions(world.log.all, countsAtDisposal: countsAtDisposal),
            leakedSubscriptions: scope.liveTypeNames,
            uncancelledWork: uncancelled,
            pendingWork: scheduler.pendingCancellableDueTimes()
        )
    }

    /// The events of a second subscription, made at `frame` right after disposing the first, up
    /// to `limit`; the test's doubles are put back as they were when the first was made.
    func resubscribedRun(at frame: TestTime, limit: TestTime, in world: World) -> [Recorded<Event<Element>>] {
        let scheduler = world.scheduler
        let first = DisposalObserver<Element>(scheduler: scheduler)
        let second = DisposalObserver<Element>(scheduler: scheduler)
        var subscription: Disposable?
        scheduler.scheduleAt(subscribed) {
            let doubles = TestDoubleState(log: world.log, answers: world.answers)
            subscription = world.source.subscribe(first)
            scheduler.scheduleAt(frame) {
                subscription?.dispose()
                doubles.restore()
                let again = world.source.subscribe(second)
                if let end {
                    scheduler.scheduleAt(max(end, frame)) { again.dispose() }
                }
            }
        }
        run(scheduler, upTo: limit)
        return second.events
    }

    /// The subscriptions of test observables made before the disposal (`countsAtDisposal` of
    /// each) and not ended when it `finished`, described.
    private func unendedSubscriptions(_ observables: [AnyTestableObservable], countsAtDisposal: [Int], finished: TestTime) -> [String] {
        zip(observables.names, observables).flatMap { name, observable in
            let madeBefore = countsAtDisposal[observable.index, default: 0]
            return observable.subscriptions().prefix(madeBefore).filter { $0.unsubscribe > finished }.map { subscription in
                let end = subscription.unsubscribe == .max ? "is still active" : "ended at \(subscription.unsubscribe)"
                return "\(name)'s subscription \(subscription.debugDescription) \(end)"
            }
        }
    }

    /// The subscriptions of test observables made after the disposal, described.
    private func lateSubscriptions(_ observables: [AnyTestableObservable], countsAtDisposal: [Int]) -> [String] {
        zip(observables.names, observables).flatMap { name, observable in
            observable.subscriptions().dropFirst(countsAtDisposal[observable.index, default: 0]).map { subscription in
                "\(name) was subscribed to at \(subscription.subscribe) \(subscription.debugDescription)"
            }
        }
    }
}

extension [Int] {
    /// The element at `index`, or `fallback` past the end.
    fileprivate subscript(_ index: Int, default fallback: Int) -> Int {
        index < count ? self[index] : fallback
    }
}

extension [AnyTestableObservable] {
    /// `hot observable 1`, `cold observable 1`, ... in order, each kind numbered on its own.
    fileprivate var names: [String] {
        var hot = 0
        var cold = 0
        return map { observable in
            if observable.isHot {
                hot += 1
                return "hot observable \(hot)"
            }
            cold += 1
            return "cold observable \(cold)"
        }
    }
}
