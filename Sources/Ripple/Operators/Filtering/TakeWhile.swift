/// Whether the `take` operators that stop at a predicate also emit the element that stops them.
public enum TakeBehavior: Sendable {
    /// Emit the element that stops the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that stops the sequence.
    case exclusive
}

extension ObservableType {
    /// Emits elements while `predicate` holds, then completes and unsubscribes from the source; an
    /// error the predicate throws terminates the sequence.
    ///
    /// With `.inclusive`, the first element that fails the predicate is emitted before completion.
    ///
    /// ```
    /// source:                                  -1-2-3-1-|
    /// take(while: { $0 < 3 }):                 -1-2-|
    /// take(while: { $0 < 3 }, behavior: .inclusive): -1-2-(3|)
    /// ```
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), predicate: predicate, behavior: behavior)
    }
}

final class TakeWhile<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) {
        self.source = source
        self.predicate = predicate
        self.behavior = behavior
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeWhileSink(observer: observer, predicate: predicate, behavior: behavior)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

final class TakeWhileSink<Observer: ObserverType>: UnarySink<Observer.Element, Observer>, @unchecked Sendable {
    // @unchecked Sendable: adds only the immutable `predicate` and `behavior` to Sink's guarded
    // state.
    private let predicate: (Observer.Element) throws -> Bool
    private let behavior: TakeBehavior

    init(observer: Observer, predicate: @escaping (Observer.Element) throws -> Bool, behavior: TakeBehavior) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer)
    }

    override func handleNext(_ element: Observer.Element) {
        let passes: Bool
        do {
            passes = try predicate(element)
        } catch {
            forwardStop(.error(error))
            return
        }
        if passes {
            forwardNext(element)
            return
        }
        if behavior == .inclusive {
            forwardNext(element)
        }
        forwardStop(.completed)
    }
}
