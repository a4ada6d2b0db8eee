import Foundation

extension ObservableType where Element: Sendable {
    /// Emits an element, then ignores the next ones until `dueTime` has passed since it was sent,
    /// so no two elements are emitted closer than `dueTime`.
    ///
    /// With `latest` (the default), the last element that arrived during the wait is emitted when
    /// it ends, and completion waits for it; without `latest`, elements arriving during the wait
    /// are dropped. An error is forwarded at once and drops the waiting element.
    ///
    /// The timers run on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:                           -1-2-3-------4-|
    /// throttle(5 ticks):                -1----3------4-|
    /// throttle(5 ticks, latest: false): -1-----------4-|
    /// ```
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        Throttle(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

final class Throttle<Element: Sendable>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class ThrottleSink<Observer: ObserverType>: SerializedSink<ThrottleSink.Work, Observer>, ObserverType, TimerTarget, @unchecked Sendable {
    // @unchecked Sendable: `lastSentTime`, `waiting`, `timerId` and `sourceCompleted` are only
    // touched in `process(_:)`, which the delivery gate serializes; `timer` is thread-safe; the
    // other properties are immutable.
    typealias Element = Observer.Element

    enum Work {
        case source(Event<Element>)
        case timer(id: Int)
    }

    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    private var timerId = 0
    private var lastSentTime: Date?
    private var waiting: Element?
    private var sourceCompleted = false

    init(observer: Observer, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        submit(.source(event))
    }

    func timerFired(_ token: Int) {
        submit(.timer(id: token))
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(.next(let element)):
            receive(element)
        case .source(.error(let error)):
            waiting = nil
            forwardError(error)
        case .source(.completed):
            if waiting == nil {
                forwardStop(.completed)
            } else {
                sourceCompleted = true
            }
        case .timer(let id):
            guard id == timerId else { return }
            if let element = waiting {
                send(element)
            }
            if sourceCompleted {
                forwardStop(.completed)
            }
        }
    }

    private func receive(_ element: Element) {
        let remaining = remainingWait()
        guard remaining > 0 else {
            send(element)
            return
        }
        guard latest else { return }
        let timerIsRunning = waiting != nil
        waiting = element
        guard !timerIsRunning else { return }
        timerId &+= 1
        timer.disposable = scheduleTimer(timerId, after: .from(seconds: remaining), on: scheduler)
    }

    /// The seconds left before another element may be sent; zero or less when one may be sent now.
    private func remainingWait() -> TimeInterval {
        guard let lastSentTime else { return 0 }
        return dueTime.seconds - scheduler.now.timeIntervalSince(lastSentTime)
    }

    private func send(_ element: Element) {
        waiting = nil
        forwardNext(element)
        lastSentTime = scheduler.now
    }

    override func disposeResources() {
        timer.dispose()
    }
}
