extension ObservableType where Element: RxAbstractInteger & Sendable {
    /// Emits `0` after `dueTime`, then completes; with a `period`, emits `0` after `dueTime` and
    /// then `1`, `2`, ... every `period`, without completing.
    ///
    /// The timers and the elements run on `scheduler`. Integer types that are not `Sendable`
    /// cannot be sent from its thread, so `Element` must be `Sendable`; a count that overflows
    /// `Element` wraps around. A negative `period` fails with `RxError.argumentOutOfRange`
    /// (RxSwift stops the program inside Dispatch).
    ///
    /// ```
    /// timer(3 ticks):                   ---(0|)
    /// timer(3 ticks, period: 2 ticks):  ---0-1-2-...
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer.make(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

final class TimerProducer<Element: RxAbstractInteger & Sendable>: Producer<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    /// The timer, or an error sequence for a negative period.
    static func make(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) -> Observable<Element> {
        if let period, period.nanoseconds < 0 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
    }

    private init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TimerSink(observer: observer)
        if let period {
            sink.setUpstream(scheduler.schedulePeriodic(0, startAfter: dueTime, period: period) { count in
                sink.fired(count, isLast: false)
                return count &+ 1
            })
        } else {
            sink.setUpstream(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                sink.fired(0, isLast: true)
                return Disposables.create()
            })
        }
        return sink
    }
}

/// Emits the number of earlier firings each time the timer fires; the one-shot timer's only
/// firing is also its last, which completes.
final class TimerSink<Observer: ObserverType>: Sink<Observer>, @unchecked Sendable where Observer.Element: RxAbstractInteger {
    // @unchecked Sendable: no state beyond Sink's; the scheduler runs the firings one at a time.

    func fired(_ count: Int, isLast: Bool) {
        guard !isDisposed else { return }
        forwardNext(Observer.Element(truncatingIfNeeded: count))
        if isLast {
            forwardStop(.completed)
        }
    }
}
