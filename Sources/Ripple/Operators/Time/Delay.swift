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

final class Delay<Element: Sendable>: DueTimeProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
        sink.subscribe(source: source)
        sink.finishSubscribing()
        return sink
    }
}

final class DelaySink<Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `queue` is only touched by input handlers, which the serializer runs one at a time;
    // `sourceSubscription` and `timer` are thread-safe; the other properties are immutable.
    typealias Element = Observer.Element

    private let sourceSubscription = SingleAssignmentDisposable()
    private let timer = SerialDisposable()
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

    /// Subscribes to `source`.
    func subscribe(source: Observable<Element>) {
        setUpstream(Disposables.create(sourceSubscription, timer))
        sourceSubscription.setDisposable(source.subscribe(sourceObserver { [unowned self] event in
            if event.isStopEvent {
                tearDown(sourceSubscription)
            }
            if case .error(let error) = event {
                queue.removeAll()
                forwardError(error)
                return
            }
            let timerIsRunning = !queue.isEmpty
            queue.enqueue((scheduler.now, event))
            if !timerIsRunning {
                startTimer(after: dueTime)
            }
        }))
    }

    private func startTimer(after delay: RxTimeInterval) {
        let fired = input { [unowned self] (_: Void) in sendFirstWaiting() }
        timer.disposable = fired.send((), after: delay, on: scheduler)
    }

    /// Sends the oldest waiting event, then times the next one from when it arrived.
    private func sendFirstWaiting() {
        guard let first = queue.dequeue() else { return }
        forward(first.event)
        guard !isStopped, let next = queue.first else { return }
        let waited = scheduler.now.timeIntervalSince(next.arrival)
        startTimer(after: .from(seconds: max(0, dueTime.seconds - waited)))
    }
}
