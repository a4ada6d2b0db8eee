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

final class Throttle<Element: Sendable>: DueTimeProducer<Element> {
    private let latest: Bool

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.latest = latest
        super.init(source: source, dueTime: dueTime, scheduler: scheduler)
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
        sink.setUpstream(source.subscribe(sink.sourceObserver { [unowned sink] in sink.receive($0) }))
        return sink
    }
}

/// Sends and holds back elements as ``ThrottleState`` decides.
final class ThrottleSink<Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched by input handlers, which the serializer runs one at a time;
    // `timer` is thread-safe; `scheduler` is immutable.
    typealias Element = Observer.Element

    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    private var state: ThrottleState<Element>

    init(observer: Observer, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.scheduler = scheduler
        state = ThrottleState(interval: dueTime.seconds, latest: latest)
        super.init(observer: observer)
    }

    /// Handles an event of the source.
    func receive(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            perform(state.element(element, at: scheduler.now))
        case .error(let error):
            state.failed()
            forwardError(error)
        case .completed:
            perform(state.completed())
        }
    }

    private func perform(_ action: ThrottleState<Element>.Action) {
        switch action {
        case .none:
            break
        case .send(let element):
            forwardNext(element)
            state.sent(at: scheduler.now)
        case .startTimer(let id, let seconds):
            let fired = input { [unowned self] (id: Int) in perform(state.timerFired(id)) }
            timer.disposable = fired.send(id, after: .from(seconds: seconds), on: scheduler)
        case .sendAndComplete(let element):
            forwardNext(element)
            forwardStop(.completed)
        case .complete:
            forwardStop(.completed)
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
