extension ObservableType {
    /// Emits the last `count` elements when the source completes, then completes; an error drops
    /// the buffered elements and is forwarded.
    ///
    /// `takeLast(0)` completes when the source completes, without elements; a negative `count`
    /// fails with `RxError.argumentOutOfRange` (RxSwift stops the program instead).
    ///
    /// ```
    /// source:      -1-2-3-4-|
    /// takeLast(2): ---------(34|)
    /// ```
    public func takeLast(_ count: Int) -> Observable<Element> {
        if count < 0 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        return TakeLast(source: asObservable(), count: count)
    }
}

final class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeLastSink(observer: observer, count: count)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class TakeLastSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let count: Int
    private var buffer = Queue<Observer.Element>()

    init(observer: Observer, count: Int) {
        self.count = count
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        guard count > 0 else { return }
        buffer.enqueue(element)
        if buffer.count > count {
            _ = buffer.dequeue()
        }
    }

    override func handleCompleted() {
        while let element = buffer.dequeue() {
            // The observer may dispose the subscription while the buffer is flushed.
            if isDisposed { return }
            forwardNext(element)
        }
        forwardStop(.completed)
    }
}
