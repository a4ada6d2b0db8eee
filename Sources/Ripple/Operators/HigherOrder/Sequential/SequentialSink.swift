/// When the sequential engine moves to its next source.
enum SequentialAdvance {
    /// When a source completes; an error ends the result (`concat`).
    case onCompletion
    /// When a source fails; a completion ends the result, and when no source is left the result
    /// fails with the last error (`catch(sequence:)`, `retry`).
    case onError
}

/// The sequential engine: subscribes to sources one at a time, in a loop rather than by recursion,
/// and forwards their elements, as RxSwift's tail-recursive sinks do.
///
/// Behind `concat`, `catch(sequence:)` and `retry` (an iterator, ``IteratedSources``) and
/// `retry(when:)` (a trigger's go-ahead, ``RetryWhenSink``). A subclass says where the next source
/// comes from (``takeNextSource()``, which subscribes it with ``subscribe(_:)`` or ends the result);
/// when the engine moves on is ``SequentialAdvance``, or ``handleSourceEnd(_:)`` for anything
/// else.
///
/// A source that ended stays subscribed until the next move disposes it, right before subscribing
/// its successor, or until the sink is disposed: so a result that ends forwards its terminal event
/// before its last source is disposed. Moves are made by ``moveToNextSource()``; one asked for
/// while a move is being made (a source that ends while it is subscribed) waits for it
/// (``SequentialState``), so a long chain of sources that end at once runs with a flat stack. No
/// move is made once the sink is disposed.
///
/// Sources may end on other threads: each source's elements and end arrive through inputs, so every
/// handler, and the moves, run holding the sink's turn.
class SequentialSink<Source: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer>, @unchecked Sendable
where Source.Element == Observer.Element {
    // @unchecked Sendable: `gate`, `current` and `lastError` are only touched holding the sink's
    // turn (input handlers, and the moves they make); `sources` is thread-safe; the end handler is
    // set in `init`, before the sink is shared.
    typealias Element = Observer.Element

    private var gate = SequentialState()
    let advancesOn: SequentialAdvance
    /// The subscription of the source subscribed last, an ``InnerObserver``, until a move or the
    /// sink's disposal disposes it.
    private let sources = CompositeDisposable()
    /// The key of the source subscribed last in `sources`, until it is disposed.
    private var current = CompositeDisposable.DisposeKey?.none
    /// The error of the last source that failed, when the engine advances on errors.
    private var lastError: Swift.Error?
    /// The handler of every source's end, made once: the sources' observers share it without
    /// allocating.
    private var endHandler: (InnerEnd) -> Void = { _ in }
    /// The sources' observers' type, looked up once rather than at each source.
    private let innerObserverType = InnerObserver<Observer>.self

    init(observer: Observer, advancesOn: SequentialAdvance) {
        self.advancesOn = advancesOn
        super.init(observer: observer)
        // An inner observer keeps its sink alive, so its handler need not.
        endHandler = { [unowned self] end in
            handleSourceEnd(end)
        }
    }

    /// Makes the first move, holding the turn.
    final func start() {
        input { [unowned self] (_: Void) in moveToNextSource() }.send(())
    }

    /// Moves to the next source: now, and then to the ones asked for meanwhile, or, if a move is
    /// being made, once it is done. A move made after the sink's disposal does nothing. Call it
    /// holding the turn.
    final func moveToNextSource() {
        guard gate.moveRequested() else { return }
        repeat {
            if !isDisposed {
                takeNextSource()
            }
        } while gate.moveFinished()
    }

    /// Makes one move: subscribes the next source with ``subscribe(_:)``, or, with none left,
    /// ends the result (see ``finish()``). Called by ``moveToNextSource()`` only, never once the
    /// sink is disposed.
    func takeNextSource() {
        preconditionFailure("SequentialSink.takeNextSource is abstract; \(type(of: self)) must override it")
    }

    /// Disposes the source subscribed last, unless it is disposed already, then subscribes to
    /// `source`; once the sink is disposed, its group of subscriptions refuses `source`, which is
    /// then never subscribed.
    final func subscribe(_ source: Source) {
        if let previous = current {
            current = nil
            tearDown { sources.remove(for: previous) }
        }
        current = innerObserverType.init(sink: self, ends: endHandler).subscribe(to: source, keptIn: sources)
    }

    /// Disposes the source that ended with `end` now, with the turn open, rather than at the next
    /// move; its subscription is disposed once it is set if the source ended while it was
    /// subscribed.
    final func release(_ end: InnerEnd) {
        tearDown { sources.remove(for: end.key) }
    }

    /// Handles the end of the running source: moves to the next source on the end
    /// ``SequentialAdvance`` names, ends the result on the other.
    func handleSourceEnd(_ end: InnerEnd) {
        guard let error = end.error else {
            if advancesOn == .onCompletion {
                moveToNextSource()
            } else {
                forwardCompleted()
            }
            return
        }
        if advancesOn == .onError {
            lastError = error
            moveToNextSource()
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
