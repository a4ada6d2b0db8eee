/// The engine of `skip(_:)`, `take(_:)` and `element(at:)`: the elements at the positions in a
/// range pass (counting from 0), the others are dropped.
///
/// The first `skipping` elements are dropped; the next `passing` ones pass, after which the result
/// completes and unsubscribes from the source (`passing` nil: every later element passes). When
/// the source completes first, the result completes too, or fails with
/// `RxError.argumentOutOfRange` if `failsIfNotReached` (`element(at:)`, as in RxSwift).
final class PositionRange<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let skipping: Int
    private let passing: Int?
    private let failsIfNotReached: Bool

    init(source: Observable<Element>, skipping: Int, passing: Int?, failsIfNotReached: Bool = false) {
        self.source = source
        self.skipping = skipping
        self.passing = passing
        self.failsIfNotReached = failsIfNotReached
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = PositionRangeSink(observer: observer, skipping: skipping, passing: passing, failsIfNotReached: failsIfNotReached)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class PositionRangeSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    /// Elements still to drop before the range.
    private var toSkip: Int
    /// Elements of the range still to pass; nil: the range has no end.
    private var toPass: Int?
    private let failsIfNotReached: Bool

    init(observer: Observer, skipping: Int, passing: Int?, failsIfNotReached: Bool) {
        toSkip = skipping
        toPass = passing
        self.failsIfNotReached = failsIfNotReached
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        if toSkip > 0 {
            toSkip -= 1
            return
        }
        guard let remaining = toPass else {
            forwardNext(element)
            return
        }
        guard remaining > 0 else { return }
        // Counted before forwarding, so an element sent re-entrantly by the observer of the last
        // one is dropped.
        toPass = remaining - 1
        forwardNext(element)
        if remaining == 1 {
            forwardStop(.completed)
        }
    }

    override func handleCompleted() {
        if failsIfNotReached {
            forwardError(RxError.argumentOutOfRange)
        } else {
            forwardStop(.completed)
        }
    }
}
