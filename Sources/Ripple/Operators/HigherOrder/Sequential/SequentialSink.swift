/// When the sequential engine moves to its next source.
enum SequentialAdvance {
    /// When a source completes; an error ends the result (`concat`, `concatMap`).
    case onCompletion
    /// When a source fails; a completion ends the result, and when no source is left the result
    /// fails with the last error (`catch(sequence:)`, `retry`).
    case onError
}

/// The sequential engine: subscribes to sources one at a time (at most `limit` at a time), in a
/// loop rather than by recursion, and forwards their elements.
///
/// Behind `concat` (an iterator of sources), `concat()`, `concatMap` and `merge(maxConcurrent:)`
/// (a queue), `catch(sequence:)` and `retry` (an iterator), and `retry(when:)` (a trigger's
/// go-ahead). Subclasses say where the next source comes from (``takeNextSource(_:)``) and call
/// ``advance(_:)`` when one may have become available; when the engine moves on is
/// ``SequentialAdvance``, or ``handleSourceEnd(_:)`` for anything else.
///
/// Sources may end on other threads: each source's elements and end arrive through inputs, so every
/// handler, and the loop, runs holding the sink's turn. A source ending on the thread that is
/// subscribing to it is counted by ``SequentialState`` and taken up by the loop, so a long chain
/// of sources that end at once runs with a flat stack.
class SequentialSink<Source: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable
where Source.Element == Observer.Element {
    // @unchecked Sendable: `state` and `lastError` are only touched holding the sink's turn (input
    // handlers, and the loop they run); `sources` is thread-safe; the end handler is set in
    // `init`, before the sink is shared.
    typealias Element = Observer.Element

    private var state: SequentialState
    let advancesOn: SequentialAdvance
    /// The running sources' subscriptions, each an ``InnerObserver``.
    private let sources = CompositeDisposable()
    /// The error of the last source that failed, when the engine advances on errors.
    private var lastError: Swift.Error?
    /// The handler of every source's end, made once: the sources' observers share it without
    /// allocating.
    private var endHandler: (InnerEnd) -> Void = { _ in }
    /// The sources' observers' type, looked up once rather than at each source.
    private let innerObserverType = InnerObserver<Observer>.self

    init(observer: Observer, limit: Int = 1, advancesOn: SequentialAdvance) {
        state = SequentialState(limit: limit)
        self.advancesOn = advancesOn
        super.init(observer: observer)
        // An inner observer keeps its sink alive, so its handler need not.
        endHandler = { [unowned self] end in
            tearDown { sources.remove(for: end.key) }
            handleSourceEnd(end.error)
        }
    }

    /// How many sources may run at once.
    final var limit: Int { state.limit }

    /// How many sources run; only read holding the turn.
    final var runningCount: Int { state.running }

    /// Whether no source runs and no loop is active; only read holding the turn.
    final var isIdle: Bool { state.isIdle }

    /// Takes the first source (or the first `limit` ones), holding the turn.
    final func start() {
        input { [unowned self] (_: Void) in advance(.sourceAvailable) }.send(())
    }

    /// Tells the engine that a source may be available (``SequentialState/Input/sourceAvailable``)
    /// or that a running source ended and the engine moves past it
    /// (``SequentialState/Input/sourceEnded``); takes and subscribes sources for as long as there
    /// is room and ``takeNextSource(_:)`` has one. Call it holding the turn.
    final func advance(_ input: SequentialState.Input) {
        takeSources(state.on(input))
    }

    /// Subscribes to `source` at once if the engine rests with room to spare, then goes on as
    /// ``advance(_:)`` does, and answers true; answers false, doing nothing, otherwise. For a
    /// subclass with no source waiting before `source`: it skips putting `source` where
    /// ``takeNextSource(_:)`` would find it. Call it holding the turn.
    final func subscribeIfRoom(_ source: Source) -> Bool {
        guard state.hasRoomAtRest else { return false }
        _ = state.on(.sourceAvailable)
        subscribe(source)
        takeSources(state.on(.subscribed))
        return true
    }

    /// The loop: while the state says so, takes the next source and subscribes to it.
    private func takeSources(_ first: SequentialState.Effect) {
        var effect = first
        while effect == .takeSource, !isStopped {
            let took = takeNextSource { source in subscribe(source) }
            effect = state.on(took ? .subscribed : .foundNone)
        }
    }

    /// Subscribes to the source the loop took; once the sink is disposed, its group of
    /// subscriptions refuses the source, which is then never subscribed.
    private func subscribe(_ source: Source) {
        _ = state.on(.took)
        innerObserverType.init(sink: self, ends: endHandler).subscribe(to: source, keptIn: sources)
    }

    /// Hands the next source to `subscribe` and answers true, or answers false when there is
    /// none for now. Called by the loop only; a subclass whose sources are exhausted ends the
    /// result here (see ``finish()``). The loop does not check for disposal: a subclass whose
    /// sources come from user code checks ``Sink/isDisposed`` first. (A callback rather than an
    /// optional result: the loop is generic over `Source`, and an optional of it would cost a
    /// metadata look-up per source.)
    func takeNextSource(_ subscribe: (Source) -> Void) -> Bool {
        preconditionFailure("SequentialSink.takeNextSource is abstract; \(type(of: self)) must override it")
    }

    /// Handles the end of a running source (nil: completion), whose subscription is already
    /// released: moves to the next source on the end ``SequentialAdvance`` names, ends the result
    /// on the other.
    func handleSourceEnd(_ error: Swift.Error?) {
        guard let error else {
            if advancesOn == .onCompletion {
                advance(.sourceEnded)
            } else {
                forwardCompleted()
            }
            return
        }
        if advancesOn == .onError {
            lastError = error
            advance(.sourceEnded)
        } else {
            forwardError(error)
        }
    }

    /// Ends the result when no source is left: with the last source's error if the engine advances
    /// on errors and one failed, with completion otherwise.
    final func finish() {
        if let lastError {
            forwardError(lastError)
        } else {
            forwardCompleted()
        }
    }

    override func disposeResources() {
        sources.dispose()
    }
}
