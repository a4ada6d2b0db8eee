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
        if let period {
            let sink = PeriodicTimerSink(observer: observer)
            sink.setUpstream(sink.schedulePeriodicTimer(after: dueTime, period: period, on: scheduler))
            return sink
        }
        let sink = OneShotTimerSink(observer: observer)
        sink.setUpstream(sink.scheduleTimer(0, after: dueTime, on: scheduler))
        return sink
    }
}

/// Emits the number of earlier firings each time the periodic timer fires.
final class PeriodicTimerSink<Observer: ObserverType>: Sink<Observer>, TimerTarget, @unchecked Sendable where Observer.Element: RxAbstractInteger {
    // @unchecked Sendable: no state beyond Sink's; the scheduler runs the firings one at a time.

    func timerFired(_ token: Int) {
        guard !isDisposed else { return }
        forwardNext(Observer.Element(truncatingIfNeeded: token))
    }
}

/// Emits `0` and completes when the timer fires.
final class OneShotTimerSink<Observer: ObserverType>: Sink<Observer>, TimerTarget, @unchecked Sendable where Observer.Element: RxAbstractInteger {
    // @unchecked Sendable: no state beyond Sink's; the timer fires once.

    func timerFired(_ token: Int) {
        guard !isDisposed else { return }
        forwardNext(0)
        forwardStop(.completed)
    }
}
