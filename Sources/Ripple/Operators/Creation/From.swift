extension ObservableType {
    /// A sequence of the given elements, then completion, emitted on the current-thread trampoline.
    ///
    /// ```
    /// of(1, 2, 3): (123|)
    /// ```
    @inlinable
    public static func of(_ elements: Element...) -> Observable<Element> {
        observableSequence(pulling: elementPullers(of: elements), scheduler: CurrentThreadScheduler.instance)
    }

    /// A sequence of the elements of `array`, then completion.
    ///
    /// ```
    /// from([1, 2, 3]): (123|)
    /// ```
    @inlinable
    public static func from(_ array: [Element]) -> Observable<Element> {
        observableSequence(pulling: elementPullers(of: array), scheduler: CurrentThreadScheduler.instance)
    }

    /// A sequence of the elements of `sequence`, then completion.
    ///
    /// ```
    /// from(1...3): (123|)
    /// ```
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source) -> Observable<Element> where Source.Element == Element {
        observableSequence(pulling: elementPullers(of: sequence), scheduler: CurrentThreadScheduler.instance)
    }

    /// A sequence of the wrapped value, if any, then completion.
    ///
    /// ```
    /// from(optional: 1):   (1|)
    /// from(optional: nil): |
    /// ```
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> {
        observableSequence(pulling: elementPullers(of: optional.map { [$0] } ?? []), scheduler: CurrentThreadScheduler.instance)
    }
}

extension ObservableType where Element: Sendable {
    /// A sequence of the given elements, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// of(1, 2, 3, scheduler: testScheduler): -123|    (one scheduled step each)
    /// ```
    @inlinable
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observableSequence(pulling: elementPullers(of: elements), scheduler: scheduler)
    }

    /// A sequence of the elements of `array`, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// from([1, 2, 3], scheduler: testScheduler): -123|
    /// ```
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observableSequence(pulling: elementPullers(of: array), scheduler: scheduler)
    }

    /// A sequence of the elements of `sequence`, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// from(1...3, scheduler: testScheduler): -123|
    /// ```
    @inlinable
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType) -> Observable<Element> where Source.Element == Element {
        observableSequence(pulling: elementPullers(of: sequence), scheduler: scheduler)
    }

    /// A sequence of the wrapped value, if any, then completion, sent on `scheduler`.
    ///
    /// ```
    /// from(optional: 1, scheduler: testScheduler): -1|
    /// ```
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observableSequence(pulling: elementPullers(of: optional.map { [$0] } ?? []), scheduler: scheduler)
    }
}

/// For each subscription, a function that moves the next element of `sequence` into its argument
/// and returns true, or returns false at the end.
///
/// Inlined into the callers of the public entry points, so that iterating is specialized for the
/// sequence's type: through generic code, stepping through a range costs more than the rest of an
/// element's trip downstream, and allocates.
@inlinable
func elementPullers<Source: Sequence>(of sequence: Source) -> () -> (borrowing ElementHandoff<Source.Element>) -> Bool {
    {
        let storage = IteratorStorage(sequence.makeIterator())
        return { destination in
            guard let element = storage.next() else { return false }
            destination.put(element)
            return true
        }
    }
}

/// The sequence whose subscriptions each pull their elements, one scheduled step at a time, with
/// a function that `makePuller` makes for them.
@usableFromInline
func observableSequence<Element>(pulling makePuller: @escaping () -> (borrowing ElementHandoff<Element>) -> Bool, scheduler: ImmediateSchedulerType) -> Observable<Element> {
    ObservableSequence(makePuller: makePuller, scheduler: scheduler)
}

/// Emits the elements of a sequence one scheduled step at a time.
final class ObservableSequence<Element>: Producer<Element> {
    private let makePuller: () -> (borrowing ElementHandoff<Element>) -> Bool
    private let scheduler: ImmediateSchedulerType

    init(makePuller: @escaping () -> (borrowing ElementHandoff<Element>) -> Bool, scheduler: ImmediateSchedulerType) {
        self.makePuller = makePuller
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ObservableSequenceSink<Element, Observer>(observer: observer, puller: makePuller())
        sink.setUpstream(scheduler.scheduleSteps(sink))
        return sink
    }
}

/// Carries `Element` as a type parameter, so that the element path finds its metadata in the
/// sink's own, instead of looking up `Observer.Element`.
final class ObservableSequenceSink<Element, Observer: ObserverType>: Sink<Observer>, RecursiveStepper, @unchecked Sendable where Observer.Element == Element {
    // @unchecked Sendable: `puller` and `next` are only used by the recursive steps, which the
    // scheduler runs one after another.
    private let puller: (borrowing ElementHandoff<Element>) -> Bool
    /// Where the puller puts the next element.
    private let next = ElementHandoff<Element>()
    /// The observer, when it is one whose disposal this sink can see (an inner sequence's
    /// observer, another sink): once it is disposed, the steps stop. A sequence that emits while
    /// it is being subscribed, inside `flatMap` say, is disposed only when its subscription
    /// returns; RxSwift walks the rest of it silently, this sink stops at the next step.
    private let downstream: SubscriptionHolder?

    init(observer: Observer, puller: @escaping (borrowing ElementHandoff<Element>) -> Bool) {
        self.puller = puller
        downstream = observer as? SubscriptionHolder
        super.init(observer: observer)
    }

    func step(_ recurse: () -> Void) {
        if puller(next) {
            forwardNext(next.take())
            if downstream?.isDisposed != true {
                recurse()
            }
        } else {
            forwardCompleted()
        }
    }
}
