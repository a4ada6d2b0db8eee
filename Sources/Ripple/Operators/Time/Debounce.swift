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
    // @unchecked Sendable: `latestID`, `waiting` and `isWaiting` are only touched by port handlers
    // (and `deinit`), which the gate serializes; `timer` is thread-safe. `latestID` and
    // `isWaiting` skip Swift's dynamic exclusivity checks (`@exclusivity(unchecked)`): the gate
    // already excludes overlapping accesses, and no access spans a call out.
    typealias Element = Observer.Element

    private let timer = SerialDisposable()
    /// The id of the latest element's timer.
    @exclusivity(unchecked) private var latestID = 0
    // The latest element, until its timer fires, in room of its own with a flag rather than in
    // an `Element?` (or a generic struct): in generic code, storing into or taking out of one
    // looks up its type's metadata, which cost more than the rest of debouncing an element.
    private let waiting = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    @exclusivity(unchecked) private var isWaiting = false

    deinit {
        dropWaiting()
        waiting.deallocate()
    }

    /// Subscribes to `source`.
    func subscribe(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        let fired = port { [unowned self] (id: Int) in
            guard id == latestID, isWaiting else { return }
            forwardNext(takeWaiting())
        }
        let firing = fired.timer(after: dueTime, on: scheduler)
        let debounce = { [unowned self] (element: Element) in
            latestID &+= 1
            if isWaiting {
                waiting.pointee = element
            } else {
                waiting.initialize(to: element)
                isWaiting = true
            }
            timer.disposable = firing.start(latestID)
        }
        setUpstream(source.subscribe(sourcePorts(onNext: debounce) { [unowned self] event in
            switch event {
            case .next(let element):
                debounce(element)
            case .error(let error):
                dropWaiting()
                forwardError(error)
            case .completed:
                if isWaiting {
                    forwardNext(takeWaiting())
                }
                forwardStop(.completed)
            }
        }))
    }

    /// Takes the waiting element; there must be one.
    private func takeWaiting() -> Element {
        isWaiting = false
        return waiting.move()
    }

    /// Drops the waiting element, if any.
    private func dropWaiting() {
        if isWaiting {
            isWaiting = false
            waiting.deinitialize(count: 1)
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
