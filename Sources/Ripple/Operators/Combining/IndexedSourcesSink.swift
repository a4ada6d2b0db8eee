/// What the `combineLatest` and `zip` sinks share: one subscription per source, each source's
/// events tagged with its index and serialized through the delivery gate, and their terminal
/// events: the first error fails the result; the last source to complete completes it, and a
/// source that completes before that is unsubscribed at once.
///
/// Subclasses override ``handleNext(_:from:)``. Elements arrive through ``IndexedSourceObserver``,
/// whose `onNext` skips building an `Event` and, when nothing else is delivering, the tagged work.
class IndexedSourcesSink<Value, Observer: ObserverType>: SerializedSink<(index: Int, event: Event<Value>), Observer>, @unchecked Sendable {
    // @unchecked Sendable: `isDone` and `doneCount` are only touched in `process(_:)`, which the
    // delivery gate serializes; `subscriptions` is an immutable array of thread-safe disposables.
    private let subscriptions: [SingleAssignmentDisposable]
    private var isDone: [Bool]

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
            subscriptions[index].setDisposable(source.subscribe(IndexedSourceObserver(sink: self, index: index)))
        }
    }

    /// Delivers an element of source `index` now, or queues it behind the work in progress.
    final func submitNext(_ value: Value, from index: Int) {
        submit((index, .next(value)), now: { processNext(value, from: index) })
    }

    private func processNext(_ value: Value, from index: Int) {
        guard !isStopped, !isDone[index] else { return }
        handleNext(value, from: index)
    }

    override final func process(_ work: (index: Int, event: Event<Value>)) {
        let index = work.index
        guard !isStopped, !isDone[index] else { return }
        switch work.event {
        case .next(let value):
            handleNext(value, from: index)
        case .error(let error):
            forwardStop(.error(error))
        case .completed:
            isDone[index] = true
            doneCount += 1
            if doneCount == isDone.count {
                forwardStop(.completed)
            } else {
                subscriptions[index].dispose()
            }
        }
    }

    /// Handles an element of source `index`; every subclass overrides it.
    func handleNext(_ value: Value, from index: Int) {
        preconditionFailure("IndexedSourcesSink.handleNext is abstract; \(type(of: self)) must override it")
    }
}

/// The observer of source `index` of an ``IndexedSourcesSink``.
struct IndexedSourceObserver<Value, Observer: ObserverType>: ObserverType {
    let sink: IndexedSourcesSink<Value, Observer>
    let index: Int

    func on(_ event: Event<Value>) {
        sink.submit((index, event))
    }

    func onNext(_ element: Value) {
        sink.submitNext(element, from: index)
    }
}
