extension ObservableType {
    /// Pairs each element with `object`, held weakly, and transforms the pair with
    /// `resultSelector`; when an element arrives after `object` is gone, the sequence completes.
    ///
    /// ```
    /// source:                                -1-2-3-|
    /// withUnretained(obj) { "\($1)" }:       -1-2-|         (obj released between 2 and 3)
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Pairs each element with `object`, held weakly; when an element arrives after `object` is
    /// gone, the sequence completes.
    ///
    /// ```
    /// source:               -1-2-3-|
    /// withUnretained(obj):  -a-b-|         a = (obj, 1), b = (obj, 2); obj released after 2
    /// ```
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

final class WithUnretained<Object: AnyObject, Source, Out>: Producer<Out> {
    private let source: Observable<Source>
    private weak var object: Object?
    private let resultSelector: (Object, Source) -> Out

    init(source: Observable<Source>, object: Object, resultSelector: @escaping (Object, Source) -> Out) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Out {
        let sink = WithUnretainedSink(observer: observer, object: object, resultSelector: resultSelector)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class WithUnretainedSink<Object: AnyObject, Source, Observer: ObserverType>: UnarySink<Source, Observer> {
    private weak var object: Object?
    private let resultSelector: (Object, Source) -> Observer.Element

    init(observer: Observer, object: Object?, resultSelector: @escaping (Object, Source) -> Observer.Element) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    override func handleNext(_ element: Source) {
        guard let object else {
            forwardStop(.completed)
            return
        }
        forwardNext(resultSelector(object, element))
    }
}
