import Ripple
import RippleTest

/// What happened during a virtual-time test, in order, each entry stamped with the scheduler's
/// clock: what the test's closures note (user closures, subscriptions, disposals, `do` hooks) and
/// what the observer of ``run(disposed:_:)`` receives (`out <- next(1)`), so that a test checks the
/// order of side effects and deliveries against each other, as RxSwift produces them.
final class Timeline {
    private let scheduler: TestScheduler
    /// Everything noted and delivered so far, as `"<time> <entry>"`.
    private(set) var entries: [String] = []

    init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Notes `entry` at the current time.
    func note(_ entry: String) {
        entries.append("\(scheduler.clock) \(entry)")
    }

    /// Creates the sequence at 100, subscribes to it at 200 with an observer that notes each event
    /// it receives, disposes the subscription at `disposed`, and runs the scheduler.
    func run(disposed: TestTime = 1000, _ create: @escaping () -> Observable<Int>) {
        var source: Observable<Int>?
        var subscription: Disposable?
        scheduler.scheduleAt(100) { source = create() }
        scheduler.scheduleAt(200) { subscription = source?.subscribe(TimelineObserver(timeline: self)) }
        scheduler.scheduleAt(disposed) { subscription?.dispose() }
        scheduler.start()
    }

    /// `Observable.create`, noting `"<name>.subscribe"` when subscribed and `"<name>.dispose"` when
    /// disposed: the source sends `elements`, then `end` (nil: nothing), at once.
    func create(_ name: String, _ elements: [Int], end: Event<Int>? = .completed) -> Observable<Int> {
        Observable.create { observer in
            self.note("\(name).subscribe")
            for element in elements {
                observer.onNext(element)
            }
            if let end {
                observer.on(end)
            }
            return Disposables.create { self.note("\(name).dispose") }
        }
    }
}

extension ObservableType where Element == Int {
    /// `do`, noting `"<name>.onSubscribe"` and `"<name>.onDispose"` in `timeline`.
    func noting(_ name: String, in timeline: Timeline) -> Observable<Int> {
        self.do(onSubscribe: { timeline.note("\(name).onSubscribe") }, onDispose: { timeline.note("\(name).onDispose") })
    }
}

/// Notes each event it receives in its timeline, as `out <- next(1)`.
private struct TimelineObserver: ObserverType {
    let timeline: Timeline

    func on(_ event: Event<Int>) {
        switch event {
        case .next(let element): timeline.note("out <- next(\(element))")
        case .error(let error): timeline.note("out <- error(\(error))")
        case .completed: timeline.note("out <- completed")
        }
    }
}
