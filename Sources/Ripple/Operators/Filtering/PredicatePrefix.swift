/// The engine of `take(while:behavior:)`, `take(until:behavior:)` with a predicate and
/// `skip(while:)`: the first element that fails `predicate` splits the source's life in two;
/// `mode` says which part's elements pass.
///
/// - `.take`: the elements before the split pass; the split completes the result and unsubscribes
///   from the source, after emitting the failing element if `behavior` is `.inclusive`. Elements
///   the source still sends after the split (while it is being subscribed to) reach no closure.
/// - `.skip`: the elements before the split are dropped; the failing element and every later one
///   pass, without calling `predicate` again.
///
/// An error `predicate` throws terminates the sequence; as in RxSwift, it is no split, so an
/// element the source still sends afterwards is tested again (and forwarded by no one).
final class PredicatePrefix<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let mode: PassingSide
    private let behavior: TakeBehavior

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, mode: PassingSide, behavior: TakeBehavior) {
        self.source = source
        self.predicate = predicate
        self.mode = mode
        self.behavior = behavior
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = PredicatePrefixSink(observer: observer, predicate: predicate, mode: mode, behavior: behavior)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class PredicatePrefixSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer> {
    private let predicate: (Observer.Element) throws -> Bool
    private let mode: PassingSide
    private let behavior: TakeBehavior
    /// Whether an element has failed the predicate; set before anything is forwarded, so that an
    /// element sent re-entrantly meanwhile sees it.
    private var isSplit = false

    init(observer: Observer, predicate: @escaping (Observer.Element) throws -> Bool, mode: PassingSide, behavior: TakeBehavior) {
        self.predicate = predicate
        self.mode = mode
        self.behavior = behavior
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        guard !isSplit else {
            if mode == .skip {
                forwardNext(element)
            }
            return
        }
        let holds: Bool
        do {
            holds = try predicate(element)
        } catch {
            forwardError(error)
            return
        }
        switch (mode, holds) {
        case (.take, true):
            forwardNext(element)
        case (.take, false):
            isSplit = true
            if behavior == .inclusive {
                forwardNext(element)
            }
            forwardStop(.completed)
        case (.skip, true):
            break
        case (.skip, false):
            isSplit = true
            forwardNext(element)
        }
    }
}
