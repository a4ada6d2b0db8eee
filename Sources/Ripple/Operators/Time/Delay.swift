import Foundation

extension ObservableType where Element: Sendable {
    /// Shifts elements and completion forward in time by `dueTime`; an error is forwarded at once
    /// and drops the elements still waiting.
    ///
    /// The source is unsubscribed as soon as it terminates. The timers run on `scheduler`, so
    /// elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:          -1-2-|
    /// delay(2 ticks):  ---1-2-|
    /// ```
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Delay(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Delay<Element: Sendable>: Producer<Element> {
    private let source: Observable<Element>
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
        sink.setUpstream(Disposables.create(sink.sourceSubscription, sink.timer))
        sink.sourceSubscription.setDisposable(source.subscribe(sink))
        return sink
    }
}

final class DelaySink<Observer: ObserverType>: SerializedSink<DelaySink.Work, Observer>, ObserverType, TimerTarget, @unchecked Sendable {
    // @unchecked Sendable: `queue` is only touched in `process(_:)`, which the delivery gate
    // serializes; `sourceSubscription` and `timer` are thread-safe; the other properties are
    // immutable.
    typealias Element = Observer.Element

    enum Work {
        case source(Event<Element>)
        case timer
    }

    let sourceSubscription = SingleAssignmentDisposable()
    let timer = SerialDisposable()
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    /// Elements and completion waiting to be sent, with the time each arrived; the timer is
    /// running exactly when this is not empty.
    private var queue = Queue<(arrival: Date, event: Event<Element>)>()

    init(observer: Observer, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        submit(.source(event))
    }

    func timerFired(_ token: Int) {
        submit(.timer)
    }

    override func process(_ work: Work) {
        guard !isStopped else { return }
        switch work {
        case .source(.error(let error)):
            sourceSubscription.dispose()
            queue.removeAll()
            forwardError(error)
        case .source(let event):
            if event.isStopEvent {
                sourceSubscription.dispose()
            }
            let timerIsRunning = !queue.isEmpty
            queue.enqueue((scheduler.now, event))
            if !timerIsRunning {
                timer.disposable = scheduleTimer(0, after: dueTime, on: scheduler)
            }
        case .timer:
            sendFirstWaiting()
        }
    }

    /// Sends the oldest waiting event, then times the next one from when it arrived.
    private func sendFirstWaiting() {
        guard let first = queue.dequeue() else { return }
        forward(first.event)
        guard !isStopped, let next = queue.first else { return }
        let waited = scheduler.now.timeIntervalSince(next.arrival)
        let remaining = max(0, dueTime.seconds - waited)
        timer.disposable = scheduleTimer(0, after: .from(seconds: remaining), on: scheduler)
    }
}
