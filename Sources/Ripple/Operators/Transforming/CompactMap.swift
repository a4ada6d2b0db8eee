extension ObservableType {
    /// Transforms each element with `transform` and emits the non-nil results; an error it throws
    /// terminates the sequence.
    ///
    /// ```
    /// source:                      -1-2-3-4-|
    /// compactMap { $0 % 2 == 0 ? $0 : nil }: ---2---4-|
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

final class CompactMap<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result?

    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        self.source = source
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = CompactMapSink(observer: observer, transform: transform)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class CompactMapSink<Source, Observer: ObserverType>: UnarySink<Source, Observer> {
    private let transform: (Source) throws -> Observer.Element?

    init(observer: Observer, transform: @escaping (Source) throws -> Observer.Element?) {
        self.transform = transform
        super.init(observer: observer)
    }

    override func handleNext(_ element: Source) {
        do {
            if let result = try transform(element) {
                forwardNext(result)
            }
        } catch {
            forwardStop(.error(error))
        }
    }
}
