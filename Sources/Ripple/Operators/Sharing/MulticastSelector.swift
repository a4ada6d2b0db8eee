extension ObservableType {
    /// For each subscription, makes a subject with `subjectSelector`, lets `selector` build a
    /// sequence from the source shared through that subject, subscribes to it, then connects the
    /// subject to the source.
    ///
    /// However many times `selector`'s sequence subscribes to its argument, the source is
    /// subscribed once per subscription to the result. The connection lasts as long as that
    /// subscription: the result's terminal event or its disposal disconnects the source. An error
    /// thrown by `subjectSelector` or `selector` is sent to the subscriber without subscribing to
    /// the source.
    ///
    /// ```
    /// source:                                -1-2-3-|
    /// multicast({ PublishSubject() }) { s in
    ///     Observable.zip(s, s) { $0 + $1 }
    /// }:                                     -2-4-6-|
    /// ```
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelector(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

final class MulticastSelector<Subject: SubjectType, Result>: Producer<Result> {
    private let source: Observable<Subject.Observer.Element>
    private let subjectSelector: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(
        source: Observable<Subject.Observer.Element>,
        subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let connectable: ConnectableObservable<Subject.Element>
        let result: Observable<Result>
        do {
            let subject = try subjectSelector()
            connectable = ConnectableObservableAdapter(source: source) { subject }
            result = try selector(connectable)
        } catch {
            observer.on(.error(error))
            return Disposables.create()
        }
        // Disposing the sink disposes the selector's subscription and the connection.
        let sink = ForwardingSink(observer: observer)
        let subscription = result.subscribe(sink)
        sink.setUpstream(Disposables.create(subscription, connectable.connect()))
        return sink
    }
}
