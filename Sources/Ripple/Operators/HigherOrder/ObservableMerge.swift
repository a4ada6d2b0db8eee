extension ObservableType {
    /// Merges the elements of `sources`, subscribed to at once, in order.
    ///
    /// The result completes once every source has completed (at once if there are none); an
    /// error from any of them ends the result and disposes the others.
    ///
    /// ```
    /// a:      -1---2-|
    /// b:      ---3---4--|
    /// result: -1-3-2-4--|
    /// ```
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element> where Sources.Element == Observable<Element> {
        MergeSources(sources: Array(sources))
    }

    /// Merges the elements of `sources`, subscribed to at once, in order.
    ///
    /// The result completes once every source has completed (at once if there are none); an
    /// error from any of them ends the result and disposes the others.
    ///
    /// ```
    /// a:      -1---2-|
    /// b:      ---3---4--|
    /// result: -1-3-2-4--|
    /// ```
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeSources(sources: sources)
    }

    /// Merges the elements of `sources`, subscribed to at once, in order.
    ///
    /// The result completes once every source has completed (at once if there are none); an
    /// error from any of them ends the result and disposes the others.
    ///
    /// ```
    /// a:      -1---2-|
    /// b:      ---3---4--|
    /// result: -1-3-2-4--|
    /// ```
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeSources(sources: sources)
    }
}

/// Merges a fixed list of sequences: the merge engine fed with the list as its outer sequence,
/// synchronously, so every source is subscribed before `subscribe` returns.
final class MergeSources<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observable<Element>, Observer>(observer: observer) { $0 }
        sink.subscribe(toEach: sources)
        sink.finishSubscribing()
        return sink
    }
}
