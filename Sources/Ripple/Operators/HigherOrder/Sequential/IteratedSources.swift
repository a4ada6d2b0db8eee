/// Sources taken from a sequence, one at a time, for each subscription: `concat` over a sequence
/// (moving on when a source completes) and `catch(sequence:)`, `retry()` and `retry(_:)` (moving
/// on when a source fails).
final class IteratedSources<Element>: Producer<Element> {
    private let makeIterator: () -> AnyIterator<Observable<Element>>
    private let count: Int?
    fileprivate let advancesOn: SequentialAdvance

    /// `count` is how many sources `sources` holds, when known.
    init<Sources: Sequence>(_ sources: Sources, count: Int? = nil, advancesOn: SequentialAdvance) where Sources.Element == Observable<Element> {
        makeIterator = { AnyIterator(sources.makeIterator()) }
        self.count = count
        self.advancesOn = advancesOn
    }

    /// A fresh pass over the sources.
    fileprivate var pass: SourcesPass<Element> {
        SourcesPass(iterator: makeIterator(), remaining: count)
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = IteratedSourcesSink(observer: observer, sources: pass, advancesOn: advancesOn)
        sink.start()
        sink.finishSubscribing()
        return sink
    }
}

/// A pass over the sources of an ``IteratedSources``; `remaining` counts what `iterator` will
/// still produce, when known.
private struct SourcesPass<Element> {
    let iterator: AnyIterator<Observable<Element>>
    var remaining: Int?
}

/// The sequential engine fed by an iterator; when it runs out, the result ends
/// (``SequentialSink/finish()``).
private final class IteratedSourcesSink<Observer: ObserverType>: SequentialSink<Observable<Observer.Element>, Observer>, @unchecked Sendable {
    // @unchecked Sendable: `iterator`, `remaining` and `enclosing` are only touched by
    // `takeNextSource()`, which runs holding the turn.

    /// The pass being read, kept in two fields rather than a ``SourcesPass``, so that reading it
    /// for each source needs no metadata look-up.
    private var iterator: AnyIterator<Observable<Element>>
    private var remaining: Int?
    /// The passes that nested `concat`s interrupted, innermost last; empty unless `concat`s nest.
    private var enclosing: [SourcesPass<Element>] = []

    init(observer: Observer, sources: SourcesPass<Element>, advancesOn: SequentialAdvance) {
        iterator = sources.iterator
        remaining = sources.remaining
        super.init(observer: observer, advancesOn: advancesOn)
    }

    /// Subscribes to the next source; with none left, ends the result.
    override func takeNextSource() {
        guard let source = nextSource() else { return }
        subscribe(source)
    }

    /// The next source, or nil (having ended the result) when none is left. A `concat` among the
    /// sources of a `concat` is not subscribed: its sources are read in its place, so chains such
    /// as `a.concat(b).concat(c)...` don't nest subscriptions. (Only for `concat`: a nested
    /// `catch` that completes must end the result.)
    private func nextSource() -> Observable<Element>? {
        while true {
            if remaining != 0, let source = iterator.next() {
                remaining = remaining.map { $0 - 1 }
                if advancesOn == .onCompletion, let nested = source as? IteratedSources<Element>, nested.advancesOn == .onCompletion {
                    read(nested.pass)
                    continue
                }
                return source
            }
            guard let interrupted = enclosing.popLast() else { break }
            iterator = interrupted.iterator
            remaining = interrupted.remaining
        }
        finish()
        return nil
    }

    /// Reads `nested` before the rest of the current pass, which is kept unless exhausted.
    private func read(_ nested: SourcesPass<Element>) {
        if remaining != 0 {
            enclosing.append(SourcesPass(iterator: iterator, remaining: remaining))
        }
        iterator = nested.iterator
        remaining = nested.remaining
    }
}
