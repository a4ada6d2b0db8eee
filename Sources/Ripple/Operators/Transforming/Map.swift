extension ObservableType {
    /// Transforms each element with `transform`; an error it throws terminates the sequence.
    ///
    /// ```
    /// source:        -1-2-3-|
    /// map { $0 * 10 }: -10-20-30-|
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}

final class Map<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = MapSink<Source, Result, Observer>(observer: observer, transform: transform)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

/// `Result` is a type parameter of its own, though it is always `Observer.Element`, so that the
/// element path finds its metadata in the sink's class metadata instead of looking up the
/// associated type for every element.
final class MapSink<Source, Result, Observer: ObserverType>: UnarySink<Source, Observer> where Observer.Element == Result {
    private let transform: (Source) throws -> Result

    init(observer: Observer, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(observer: observer)
    }

    override func handleNext(_ element: Source) {
        do {
            forwardNext(try transform(element))
        } catch {
            forwardError(error)
        }
    }
}
