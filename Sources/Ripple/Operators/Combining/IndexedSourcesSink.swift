/// What the `combineLatest` and `zip` sinks share: one subscription per source, each source's
/// elements and terminal events handled through its own inputs, and their terminal events: the
/// first error fails the result; the last source to complete completes it, and a source that
/// completes before that is unsubscribed at once.
///
/// Subclasses override ``handleNext(_:from:)``.
class IndexedSourcesSink<Value, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable {
    // @unchecked Sendable: `isDone` and `doneCount` are only touched by input handlers, which the
    // serializer serializes; `subscriptions` is an immutable array of thread-safe disposables.
    private let subscriptions: [SingleAssignmentDisposable]
    /// Which sources have completed.
    private let isDone: FlagRow

    /// How many sources have completed.
    private(set) final var doneCount = 0

    init(observer: Observer, arity: Int) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        isDone = FlagRow(count: arity)
        super.init(observer: observer)
    }

    /// Subscribes to `sources`, in order; their count is the sink's arity.
    final func subscribe(to sources: [Observable<Value>]) {
        setUpstream(Disposables.create(subscriptions))
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
            forwardError(error)
        case .completed:
            guard !isDone[index] else { return }
            isDone.set(index)
            doneCount += 1
            if doneCount == isDone.count {
                forwardCompleted()
            } else {
                tearDown(subscriptions[index])
            }
        }
    }

    /// Handles an element of source `index`; every subclass overrides it.
    func handleNext(_ value: Value, from index: Int) {
        preconditionFailure("IndexedSourcesSink.handleNext is abstract; \(type(of: self)) must override it")
    }
}
