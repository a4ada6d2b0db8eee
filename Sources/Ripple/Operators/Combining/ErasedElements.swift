/// A source's elements as `Any`, for the N-ary engine behind the fixed-arity `combineLatest` and
/// `zip`. It adds no stage of its own: subscribing to it subscribes the engine's observer to the
/// source through ``ErasingObserver``, so the source's events reach the engine as RxSwift's
/// fixed-arity sinks receive them, also those a source still sends after the result was disposed
/// (their result selector still runs for them; nothing is forwarded).
final class ErasedElements<Source>: Producer<Any> {
    private let source: Observable<Source>

    init(source: Observable<Source>) {
        self.source = source
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Any {
        source.subscribe(ErasingObserver<Source, Observer>(observer: observer))
    }
}

/// Passes a source's events on to `observer` with their elements as `Any`.
struct ErasingObserver<Element, Observer: ObserverType>: ObserverType where Observer.Element == Any {
    let observer: Observer

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            observer.onNext(element)
        case .error(let error):
            observer.on(.error(error))
        case .completed:
            observer.on(.completed)
        }
    }

    func onNext(_ element: Element) {
        observer.onNext(element)
    }
}
