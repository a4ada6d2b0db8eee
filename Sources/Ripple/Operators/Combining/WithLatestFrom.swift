extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`, using
    /// `resultSelector`; elements that arrive before `second` has emitted are dropped.
    ///
    /// Completes or fails when this sequence does; an error of `second` (or of `resultSelector`)
    /// also fails it, while completion of `second` only keeps its last element for good.
    ///
    /// ```
    /// self:    -1---2-3---4-|
    /// second:  ---a---b-|
    /// result:  -----x-y---z-|    x = (2, a), y = (3, b), z = (4, b)
    /// ```
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
    }

    /// The latest element of `second` each time this sequence emits; elements that arrive before
    /// `second` has emitted are dropped.
    ///
    /// Completes or fails when this sequence does; an error of `second` also fails it.
    ///
    /// ```
    /// self:    -1---2-3---4-|
    /// second:  ---a---b-|
    /// result:  -----a-b---b-|
    /// ```
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

final class WithLatestFrom<First, Second, Result>: Producer<Result> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = WithLatestFromSink<First, Second, Observer>(observer: observer, resultSelector: resultSelector)
        sink.subscribe(first: first, second: second)
        sink.finishSubscribing()
        return sink
    }
}

final class WithLatestFromSink<First, Second, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `latest` is only touched by input handlers, which the serializer runs one at a time;
    // `secondSubscription` is thread-safe and `resultSelector` immutable.
    private let secondSubscription = SingleAssignmentDisposable()
    private let resultSelector: (First, Second) throws -> Observer.Element
    private var latest: Second?

    init(observer: Observer, resultSelector: @escaping (First, Second) throws -> Observer.Element) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    /// Subscribes to `second`, then to `first`; the producer's `run` ends the subscribing phase
    /// afterwards, so a disposal meanwhile unsubscribes both (`first` first) once both are
    /// subscribed, as in RxSwift.
    func subscribe(first: Observable<First>, second: Observable<Second>) {
        let firstSubscription = SingleAssignmentDisposable()
        holdUpstream(Disposables.create(firstSubscription, secondSubscription))
        secondSubscription.setDisposable(second.subscribe(sourceObserver { [unowned self] (event: Event<Second>) in
            switch event {
            case .next(let element): latest = element
            case .error(let error): forwardError(error)
            case .completed: tearDown(secondSubscription)
            }
        }))
        firstSubscription.setDisposable(first.subscribe(sourceObserver { [unowned self] (event: Event<First>) in
            switch event {
            case .next(let element):
                guard let latest else { return }
                do {
                    forwardNext(try resultSelector(element, latest))
                } catch {
                    forwardError(error)
                }
            case .error(let error):
                forwardError(error)
            case .completed:
                forwardStop(.completed)
            }
        }))
    }
}
