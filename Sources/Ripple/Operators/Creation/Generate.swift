extension ObservableType {
    /// Emits `initialState`, then each state `iterate` makes from the previous one, as long as
    /// `condition` holds, then completes; runs on the current-thread trampoline. An error either
    /// closure throws terminates the sequence.
    ///
    /// `iterate` runs only when the next state is needed.
    ///
    /// ```
    /// generate(initialState: 0, condition: { $0 < 3 }) { $0 + 1 }: (012|)
    /// ```
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: CurrentThreadScheduler.instance)
    }
}

extension ObservableType where Element: Sendable {
    /// Emits `initialState`, then each state `iterate` makes from the previous one, as long as
    /// `condition` holds, then completes; each step runs on `scheduler`. An error either closure
    /// throws terminates the sequence.
    ///
    /// The closures run on the scheduler, so they must be `@Sendable`.
    ///
    /// ```
    /// generate(initialState: 0, condition: { $0 < 3 }, scheduler: testScheduler) { $0 + 1 }: -0-1-2-|
    /// ```
    public static func generate(
        initialState: Element,
        condition: @escaping @Sendable (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType,
        iterate: @escaping @Sendable (Element) throws -> Element
    ) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

final class Generate<Element>: Producer<Element> {
    private let initialState: Element
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element
    private let scheduler: ImmediateSchedulerType

    init(initialState: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = GenerateSink(observer: observer, initialState: initialState, condition: condition, iterate: iterate)
        sink.setUpstream(scheduler.scheduleSteps(sink))
        return sink
    }
}

final class GenerateSink<Observer: ObserverType>: Sink<Observer>, RecursiveStepper, @unchecked Sendable {
    // @unchecked Sendable: `state` and `isFirstStep` are only used by the recursive steps, which
    // the scheduler runs one after another; the closures are immutable.
    private var state: Observer.Element
    private var isFirstStep = true
    private let condition: (Observer.Element) throws -> Bool
    private let iterate: (Observer.Element) throws -> Observer.Element

    init(observer: Observer, initialState: Observer.Element, condition: @escaping (Observer.Element) throws -> Bool, iterate: @escaping (Observer.Element) throws -> Observer.Element) {
        self.state = initialState
        self.condition = condition
        self.iterate = iterate
        super.init(observer: observer)
    }

    func step(_ recurse: () -> Void) {
        do {
            if isFirstStep {
                isFirstStep = false
            } else {
                state = try iterate(state)
            }
            guard try condition(state) else {
                forwardCompleted()
                return
            }
        } catch {
            forwardError(error)
            return
        }
        forwardNext(state)
        recurse()
    }
}
