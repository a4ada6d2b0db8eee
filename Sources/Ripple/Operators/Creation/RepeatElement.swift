extension ObservableType {
    /// Emits `element` forever, on the current-thread trampoline; limit it with an operator such
    /// as `take(_:)`.
    ///
    /// ```
    /// repeatElement(1): 1111…
    /// ```
    public static func repeatElement(_ element: Element) -> Observable<Element> {
        RepeatElement(element: element, scheduler: CurrentThreadScheduler.instance)
    }
}

extension ObservableType where Element: Sendable {
    /// Emits `element` forever, each time on `scheduler`; limit it with an operator such as
    /// `take(_:)`.
    ///
    /// ```
    /// repeatElement(1, scheduler: testScheduler): -1-1-1-…
    /// ```
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        RepeatElement(element: element, scheduler: scheduler)
    }
}

final class RepeatElement<Element>: Producer<Element> {
    private let element: Element
    private let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = RepeatElementSink(observer: observer, element: element)
        sink.setUpstream(scheduler.scheduleSteps(sink))
        return sink
    }
}

final class RepeatElementSink<Observer: ObserverType>: Sink<Observer>, RecursiveStepper, @unchecked Sendable {
    // @unchecked Sendable: adds only the immutable `element`, used by the recursive steps, which
    // the scheduler runs one after another.
    private let element: Observer.Element

    init(observer: Observer, element: Observer.Element) {
        self.element = element
        super.init(observer: observer)
    }

    func step(_ recurse: () -> Void) {
        forwardNext(element)
        recurse()
    }
}
