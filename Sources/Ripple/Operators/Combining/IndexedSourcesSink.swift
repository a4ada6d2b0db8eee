/// Which of RxSwift's two implementations a `combineLatest` or a `zip` follows: those of the
/// fixed-arity overloads and those of the collection overloads end differently.
enum CombiningForm {
    /// The fixed-arity overloads (2 to 8 sources): a source that ends is unsubscribed first, before
    /// its end is handled (an error forwarded, the last completion forwarded). A `zip` completes
    /// only when every source has completed.
    case fixedArity
    /// The collection overloads: a source's error, and the last source's completion, are forwarded
    /// first, then every source is unsubscribed, in order. A `zip` also completes when a source
    /// emits an element that cannot be paired while all the other sources have completed.
    case collection
}

/// What the `combineLatest` and `zip` sinks share: one subscription per source, each source's
/// elements and terminal events handled through its own inputs, and their terminal events: the
/// first error fails the result; the last source to complete completes it, and a source that
/// completes before that is unsubscribed at once. `form` says in which order a source's end is
/// handled and its subscription disposed.
///
/// The sources are subscribed in order; a disposal meanwhile (a source that fails while it is
/// subscribed to) unsubscribes them once all are subscribed, as in RxSwift.
///
/// Subclasses override ``handleNext(_:from:)``.
class IndexedSourcesSink<Value, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `isDone` and `doneCount` are only touched by input handlers, which the
    // serializer serializes; `subscriptions` is an immutable array of thread-safe disposables.
    private let subscriptions: [SingleAssignmentDisposable]
    /// Which sources have completed.
    private let isDone: FlagRow
    /// In which order a source's end is handled and its subscription disposed.
    final let form: CombiningForm

    /// How many sources have completed.
    private(set) final var doneCount = 0

    init(observer: Observer, arity: Int, form: CombiningForm) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        isDone = FlagRow(count: arity)
        self.form = form
        super.init(observer: observer)
    }

    /// Subscribes to `sources`, in order; their count is the sink's arity. The producer's `run`
    /// ends the subscribing phase afterwards.
    final func subscribe(to sources: [Observable<Value>]) {
        holdUpstream(Disposables.create(subscriptions))
        for (index, source) in sources.enumerated() {
            let observer = SerializedSourceObserver(
                elements: input { [unowned self] (value: Value) in receiveNext(value, from: index) },
                events: input { [unowned self] (event: Event<Value>) in receive(event, from: index) }
            )
            subscriptions[index].setDisposable(source.subscribe(observer))
        }
    }

    private func receiveNext(_ value: Value, from index: Int) {
        guard !isDone[index] else { return }
        handleNext(value, from: index)
    }

    private func receive(_ event: Event<Value>, from index: Int) {
        switch event {
        case .next(let value):
            receiveNext(value, from: index)
        case .error(let error):
            guard !isDone[index] else { return }
            unsubscribeBeforeHandlingEnd(of: index)
            forwardError(error)
        case .completed:
            guard !isDone[index] else { return }
            unsubscribeBeforeHandlingEnd(of: index)
            isDone.set(index)
            doneCount += 1
            if doneCount == isDone.count {
                forwardCompleted()
            } else if form == .collection {
                tearDown(subscriptions[index])
            }
        }
    }

    /// The fixed-arity form's first step when source `index` ends: unsubscribing from it.
    private func unsubscribeBeforeHandlingEnd(of index: Int) {
        if form == .fixedArity {
            tearDown(subscriptions[index])
        }
    }

    /// Handles an element of source `index`; every subclass overrides it.
    func handleNext(_ value: Value, from index: Int) {
        preconditionFailure("IndexedSourcesSink.handleNext is abstract; \(type(of: self)) must override it")
    }
}
