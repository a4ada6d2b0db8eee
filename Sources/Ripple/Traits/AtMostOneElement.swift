/// Checks that a sequence has at most one element and re-emits it, with completion, when the
/// source completes: the shared machinery of `asSingle()` and `asMaybe()`.
///
/// A second element fails with `RxError.moreThanOneElement` at once; completion without an
/// element sends `emptyOutcome`.
final class AtMostOneElement<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let emptyOutcome: Event<Element>

    init(source: Observable<Element>, emptyOutcome: Event<Element>) {
        self.source = source
        self.emptyOutcome = emptyOutcome
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AtMostOneElementSink(observer: observer, emptyOutcome: emptyOutcome)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class AtMostOneElementSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let emptyOutcome: Event<Observer.Element>
    private var element: Observer.Element?

    init(observer: Observer, emptyOutcome: Event<Observer.Element>) {
        self.emptyOutcome = emptyOutcome
        super.init(observer: observer)
    }

    override func handleNext(_ next: Observer.Element) {
        if element != nil {
            forwardError(RxError.moreThanOneElement)
        } else {
            element = next
        }
    }

    override func handleCompleted() {
        if let element {
            forwardNext(element)
            forwardStop(.completed)
        } else {
            forwardStop(emptyOutcome)
        }
    }
}
