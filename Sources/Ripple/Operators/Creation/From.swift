extension ObservableType {
    /// A sequence of the given elements, then completion, emitted on the current-thread trampoline.
    ///
    /// ```
    /// of(1, 2, 3): (123|)
    /// ```
    public static func of(_ elements: Element...) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: CurrentThreadScheduler.instance)
    }

    /// A sequence of the elements of `array`, then completion.
    ///
    /// ```
    /// from([1, 2, 3]): (123|)
    /// ```
    public static func from(_ array: [Element]) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: CurrentThreadScheduler.instance)
    }

    /// A sequence of the elements of `sequence`, then completion.
    ///
    /// ```
    /// from(1...3): (123|)
    /// ```
    public static func from<Source: Sequence>(_ sequence: Source) -> Observable<Element> where Source.Element == Element {
        ObservableSequence(elements: sequence, scheduler: CurrentThreadScheduler.instance)
    }

    /// A sequence of the wrapped value, if any, then completion.
    ///
    /// ```
    /// from(optional: 1):   (1|)
    /// from(optional: nil): |
    /// ```
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableSequence(elements: optional.map { [$0] } ?? [], scheduler: CurrentThreadScheduler.instance)
    }
}

extension ObservableType where Element: Sendable {
    /// A sequence of the given elements, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// of(1, 2, 3, scheduler: testScheduler): -123|    (one scheduled step each)
    /// ```
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// A sequence of the elements of `array`, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// from([1, 2, 3], scheduler: testScheduler): -123|
    /// ```
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// from(1...3, scheduler: testScheduler): -123|
    /// ```
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType) -> Observable<Element> where Source.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }

    /// A sequence of the wrapped value, if any, then completion, sent on `scheduler`.
    ///
    /// ```
    /// from(optional: 1, scheduler: testScheduler): -1|
    /// ```
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableSequence(elements: optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

/// Emits the elements of a sequence one scheduled step at a time.
final class ObservableSequence<Elements: Sequence>: Producer<Elements.Element> {
    private let elements: Elements
    private let scheduler: ImmediateSchedulerType

    init(elements: Elements, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Elements.Element {
        let sink = ObservableSequenceSink(observer: observer, iterator: elements.makeIterator())
        let stepper: any RecursiveStepper = sink
        sink.setUpstream(scheduler.scheduleRecursive(()) { _, recurse in stepper.step(recurse) })
        return sink
    }
}

/// One step of a recursively scheduled producer; an existential, so scheduled closures need not
/// capture the producer's generic types.
protocol RecursiveStepper: AnyObject, Sendable {
    func step(_ recurse: (()) -> Void)
}

final class ObservableSequenceSink<Iterator: IteratorProtocol, Observer: ObserverType>: Sink<Observer>, RecursiveStepper, @unchecked Sendable where Observer.Element == Iterator.Element {
    // @unchecked Sendable: `iterator` is only used by the recursive steps, which the scheduler
    // runs one after another.
    private var iterator: Iterator

    init(observer: Observer, iterator: Iterator) {
        self.iterator = iterator
        super.init(observer: observer)
    }

    func step(_ recurse: (()) -> Void) {
        if let element = iterator.next() {
            forwardNext(element)
            recurse(())
        } else {
            forwardStop(.completed)
        }
    }
}
