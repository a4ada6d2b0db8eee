import Ripple
#if !canImport(Darwin)
import Synchronization
#endif

/// What a ``TestScheduler`` takes part in when RippleTest's checks create it: a run of
/// `exploreSameInstantOrderings`, which orders the work due at one instant, and a run of
/// `assertDisposalAtEveryFrame`, which lists the test observables made on the scheduler.
///
/// A check binds its hooks for the code that creates the scheduler (a task-local value); the
/// first test scheduler created there takes them, at its initialization, and keeps them. A
/// scheduler created while no check offers hooks anywhere reads one atomic counter and nothing
/// else.
final class TestSchedulerHooks: Sendable {
    @TaskLocal private static var offered: TestSchedulerHooks?

    /// The run that orders same-instant work, when exploring orderings.
    let sameInstantRun: SameInstantRun?
    /// The test observables made on the scheduler, when checking disposal.
    let observableLog: TestableObservableLog?
    private let isTaken = LockedState(false)

    init(sameInstantRun: SameInstantRun? = nil, observableLog: TestableObservableLog? = nil) {
        self.sameInstantRun = sameInstantRun
        self.observableLog = observableLog
    }

    /// Runs `body` with these hooks offered to the first test scheduler it creates.
    func offer<Result>(_ body: () throws -> Result) rethrows -> Result {
        addOffers(1)
        defer { addOffers(-1) }
        return try Self.$offered.withValue(self, operation: body)
    }

    /// Whether a test scheduler has taken the hooks.
    var wereTaken: Bool {
        isTaken.withLock { $0 }
    }

    /// The hooks offered to the calling code, unless a test scheduler took them already.
    static func take() -> TestSchedulerHooks? {
        guard openOffers() != 0, let offered else { return nil }
        let isFirst = offered.isTaken.withLock { isTaken in
            defer { isTaken = true }
            return !isTaken
        }
        return isFirst ? offered : nil
    }
}

// The number of hooks offered at the moment, anywhere in the process, which every test
// scheduler reads when it is made: an atomic integer where every deployment target has one
// (Linux), an integer under an unfair lock on Apple platforms (whose atomics need macOS 15 or
// iOS 18), as for Ripple's `Resources`.
#if canImport(Darwin)
private let offerCount = LockedState(0)

private func openOffers() -> Int {
    offerCount.withLock { $0 }
}

private func addOffers(_ delta: Int) {
    offerCount.withLock { $0 += delta }
}
#else
private let offerCount = Atomic<Int>(0)

private func openOffers() -> Int {
    offerCount.load(ordering: .acquiring)
}

private func addOffers(_ delta: Int) {
    offerCount.add(delta, ordering: .acquiringAndReleasing)
}
#endif

/// The test observables made on one test scheduler, in order.
final class TestableObservableLog: @unchecked Sendable {
    // @unchecked Sendable: `observables` is guarded by `lock`.
    private let lock = Lock.make()
    private var observables: [AnyTestableObservable] = []

    /// Adds an observable just made.
    func append<Element>(_ observable: TestableObservable<Element>) {
        lock.withLock { observables.append(AnyTestableObservable(observable, index: observables.count)) }
    }

    /// Every observable made so far, in order.
    var all: [AnyTestableObservable] {
        lock.withLock { observables }
    }
}

/// A test observable of any element type: what the disposal checker reads of it.
struct AnyTestableObservable {
    /// Its place in the order the scheduler's test observables were made.
    let index: Int
    /// Whether it is hot (its events are at absolute times) rather than cold.
    let isHot: Bool
    /// Its subscriptions so far.
    let subscriptions: () -> [Subscription]
    /// Reads and sets the timeline its next subscription replays, for a mock's observable, which
    /// replays one timeline per subscription; nil for hot and cold observables, which keep nothing
    /// from one subscription to the next.
    let nextTimeline: (get: () -> Int, set: (Int) -> Void)?

    init<Element>(_ observable: TestableObservable<Element>, index: Int) {
        self.index = index
        isHot = observable is HotObservable<Element>
        subscriptions = { observable.subscriptions }
        if let timelines = observable as? TimelinesObservable<Element> {
            nextTimeline = ({ timelines.nextTimeline }, { timelines.nextTimeline = $0 })
        } else {
            nextTimeline = nil
        }
    }
}
