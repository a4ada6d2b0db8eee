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
        return sink
    }
}

final class DebounceSink<Observer: ObserverType>: GatedSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `latestID` and `waiting` are only touched by port handlers, which the
    // gate serializes; `timer` is thread-safe. The two skip Swift's dynamic exclusivity checks
    // (`@exclusivity(unchecked)`): the gate already excludes overlapping accesses, and no access
    // spans a call out.
    typealias Element = Observer.Element

    private let timer = SerialDisposable()
    /// The id of the latest element's timer.
    @exclusivity(unchecked) private var latestID = 0
    @exclusivity(unchecked) private var waiting: Element?

    /// Subscribes to `source`.
    func subscribe(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        let fired = port { [unowned self] (id: Int) in
            guard id == latestID, let element = waiting else { return }
            waiting = nil
            forwardNext(element)
        }
        let debounce = { [unowned self] (element: Element) in
            latestID &+= 1
            waiting = element
            timer.disposable = fired.send(latestID, after: dueTime, on: scheduler)
        }
        setUpstream(source.subscribe(sourcePorts(onNext: debounce) { [unowned self] event in
            switch event {
            case .next(let element):
                debounce(element)
            case .error(let error):
                waiting = nil
                forwardError(error)
            case .completed:
                if let element = waiting {
                    waiting = nil
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
