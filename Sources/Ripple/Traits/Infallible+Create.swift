extension Infallible {
    /// The function an ``Infallible`` created with ``create(subscribe:)`` sends its events to.
    ///
    /// It is `@Sendable`, so it can be called from a completion handler on any thread; events are
    /// serialized and anything after completion is ignored.
    public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

    /// Creates an infallible from a subscribe function: it receives the observer to send events
    /// to and returns what to dispose when the subscription ends.
    ///
    /// ```
    /// create { observer in observer(.next(1)); observer(.completed) }: (1|)
    /// ```
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(TraitCreate { emit in
            subscribe { event in emit(event.event) }
        })
    }
}

extension InfallibleType {
    /// An infallible that emits `element`, then completes, on subscription.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An infallible that never emits nor completes.
    ///
    /// ```
    /// never(): ------
    /// ```
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An infallible that completes on subscription.
    ///
    /// ```
    /// empty(): |
    /// ```
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// An infallible that calls `observableFactory` for each subscription and mirrors the
    /// infallible it returns.
    ///
    /// ```
    /// deferred { .just(clock) }: (t|)     (t = the time of each subscription)
    /// ```
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Observable.deferred { try observableFactory().asObservable() })
    }
}

extension InfallibleType where Element: Sendable {
    /// An infallible that emits `element`, then completes, both sent on `scheduler`.
    ///
    /// ```
    /// just(1, scheduler: s): -1|      (on a TestScheduler: element at t + 1, completion at t + 2)
    /// ```
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }
}

extension Infallible {
    /// An infallible of the given elements, then completion, emitted on the current-thread
    /// trampoline.
    ///
    /// ```
    /// of(1, 2, 3): (123|)
    /// ```
    public static func of(_ elements: Element...) -> Infallible<Element> {
        Infallible(Observable.from(elements))
    }

    /// An infallible of the elements of `array`, then completion.
    ///
    /// ```
    /// from([1, 2, 3]): (123|)
    /// ```
    public static func from(_ array: [Element]) -> Infallible<Element> {
        Infallible(Observable.from(array))
    }

    /// An infallible of the elements of `sequence`, then completion.
    ///
    /// ```
    /// from(1...3): (123|)
    /// ```
    public static func from<Source: Swift.Sequence>(_ sequence: Source) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.from(sequence))
    }
}

extension Infallible where Element: Sendable {
    /// An infallible of the given elements, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// of(1, 2, scheduler: s): -1-2-|
    /// ```
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An infallible of the elements of `array`, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// from([1, 2], scheduler: s): -1-2-|
    /// ```
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An infallible of the elements of `sequence`, then completion, each sent on `scheduler`.
    ///
    /// ```
    /// from(1...2, scheduler: s): -1-2-|
    /// ```
    public static func from<Source: Swift.Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}
