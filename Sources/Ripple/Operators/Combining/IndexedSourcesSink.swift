/// What the `combineLatest` and `zip` sinks share: one subscription per source, each source's
/// events tagged with its index and serialized through the delivery gate, and the rule for
/// completion (the result completes when the last source completes; a source that completes
/// before that is unsubscribed at once).
class IndexedSourcesSink<Value, Observer: ObserverType>: SerializedSink<(index: Int, event: Event<Value>), Observer>, @unchecked Sendable {
    // @unchecked Sendable: `isDone` and `doneCount` are only touched in `process(_:)`, which the
    // delivery gate serializes; `subscriptions` is an immutable array of thread-safe disposables.
    private let subscriptions: [SingleAssignmentDisposable]

    /// Which sources have completed.
    private(set) final var isDone: [Bool]

    /// How many sources have completed.
    private(set) final var doneCount = 0

    init(observer: Observer, arity: Int) {
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer)
    }

    /// Subscribes to `sources`, in order; their count is the sink's arity.
    final func subscribe(to sources: [Observable<Value>]) {
        setUpstream(Disposables.create(subscriptions))
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(AnyObserver { self.submit((index, $0)) }))
        }
    }

    /// Handles the completion of source `index`: completes the result if it was the last source
    /// to complete, and otherwise unsubscribes from it.
    final func sourceCompleted(_ index: Int) {
        isDone[index] = true
        doneCount += 1
        if doneCount == isDone.count {
            forwardStop(.completed)
        } else {
            subscriptions[index].dispose()
        }
    }
}
