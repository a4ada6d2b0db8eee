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
    // @unchecked Sendable: `passes` is only touched by `nextSource()`, which runs holding the turn.

    /// The passes being read, innermost last: a nested `concat` is read in place.
    private var passes: [SourcesPass<Element>]

    init(observer: Observer, sources: SourcesPass<Element>, advancesOn: SequentialAdvance) {
        passes = [sources]
        super.init(observer: observer, advancesOn: advancesOn)
    }

    /// The next source. A `concat` among the sources of a `concat` is not subscribed: its sources
    /// are read in its place, so chains such as `a.concat(b).concat(c)...` don't nest
    /// subscriptions. (Only for `concat`: a nested `catch` that completes must end the result.)
    override func nextSource() -> Observable<Element>? {
        while var pass = passes.popLast() {
            guard let source = pass.iterator.next() else { continue }
            if let remaining = pass.remaining {
                pass.remaining = remaining - 1
            }
            if pass.remaining.map({ $0 > 0 }) ?? true {
                passes.append(pass)
            }
            if let nested = source as? IteratedSources<Element>, nested.advancesOn == .onCompletion, advancesOn == .onCompletion {
                passes.append(nested.pass)
                continue
            }
            return source
        }
        finish()
        return nil
    }
}
