extension ObservableType {
    /// Emits the source's only element as soon as it arrives and completes when the source
    /// completes.
    ///
    /// A second element fails the sequence with `RxError.moreThanOneElement`; completion without
    /// an element fails it with `RxError.noElements`.
    ///
    /// ```
    /// source:    --1----|
    /// single():  --1----|
    /// source:    --1-2--|
    /// single():  --1-#         (moreThanOneElement)
    /// ```
    public func single() -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: nil)
    }

    /// Emits the only element that satisfies `predicate` as soon as it arrives and completes when
    /// the source completes; an error the predicate throws terminates the sequence.
    ///
    /// A second matching element fails the sequence with `RxError.moreThanOneElement`; completion
    /// without a matching element fails it with `RxError.noElements`.
    ///
    /// ```
    /// source:                   -1-2-3-4-|
    /// single { $0 % 2 == 1 }:   -1---#          (moreThanOneElement)
    /// single { $0 == 4 }:       -------4-|
    /// ```
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: predicate)
    }
}

final class SingleElement<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SingleElementSink(observer: observer, predicate: predicate)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class SingleElementSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let predicate: ((Observer.Element) throws -> Bool)?
    private var seenElement = false

    init(observer: Observer, predicate: ((Observer.Element) throws -> Bool)?) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        if let predicate {
            do {
                guard try predicate(element) else { return }
            } catch {
                forwardError(error)
                return
            }
        }
        if seenElement {
            forwardError(RxError.moreThanOneElement)
            return
        }
        // Marked before forwarding, so an element sent re-entrantly by the observer counts as
        // a second one.
        seenElement = true
        forwardNext(element)
    }

    override func handleCompleted() {
        forwardStop(seenElement ? .completed : .error(RxError.noElements))
    }
}
