/// The base class of Ripple's sequences.
///
/// Subscribing runs ``run(_:)`` with the current-thread trampoline active, so sequences that
/// schedule their elements on ``CurrentThreadScheduler`` (such as `of` and `from`) start emitting
/// only once the whole chain is subscribed, as in RxSwift.
class Producer<Element>: Observable<Element> {
    override init() {}

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        CurrentThreadScheduler.runTrampolined { run(observer) }
    }

    /// Subscribes `observer`; every subclass overrides it.
    func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("Producer.run is abstract; \(type(of: self)) must override it")
    }
}
