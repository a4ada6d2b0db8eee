extension ObservableType where Element: Sendable {
    /// Emits an element only after `dueTime` passes without another one; each new element
    /// restarts the wait. Completion first emits the element still waiting, if any; an error drops
    /// it.
    ///
    /// The timers run on `scheduler`, so elements cross threads and must be `Sendable`.
    ///
    /// ```
    /// source:            -1-2-----3-4|
    /// debounce(3 ticks): ------2-----(4|)
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Debounce(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

final class Debounce<Element: Sendable>: DueTimeProducer<Element> {
    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DebounceSink<Observer>(observer: observer)
        sink.subscribe(source: source, dueTime: dueTime, scheduler: scheduler)
        sink.finishSubscribing()
        return sink
    }
}

/// Holds elements back and sends them as ``DebounceState`` decides.
final class DebounceSink<Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched by input handlers, which the serializer runs one at a time;
    // `timer` is thread-safe.
    typealias Element = Observer.Element

    private let timer = SerialDisposable()
    private var state = DebounceState<Element>()

    /// Subscribes to `source`.
    func subscribe(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        let fired = input { [unowned self] (id: Int) in
            if let element = state.timerFired(id) {
                forwardNext(element)
            }
        }
        let firing = fired.timer(after: dueTime, on: scheduler)
        let debounce = { [unowned self] (element: Element) in
            timer.disposable = firing.start(state.received(element))
        }
        setUpstream(source.subscribe(sourceObserver(onNext: debounce) { [unowned self] event in
            switch event {
            case .next(let element):
                debounce(element)
            case .error(let error):
                state.failed()
                forwardError(error)
            case .completed:
                if let element = state.completed() {
                    forwardNext(element)
                }
                forwardStop(.completed)
            }
        }))
    }

    override func disposeResources() {
        timer.dispose()
    }
}
