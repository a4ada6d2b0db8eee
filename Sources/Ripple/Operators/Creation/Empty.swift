extension ObservableType {
    /// A sequence that completes at once, without elements.
    ///
    /// ```
    /// empty(): |
    /// ```
    public static func empty() -> Observable<Element> {
        Terminal(event: .completed)
    }
}

/// Sends one terminal event on subscription: `empty` and `error`. As in RxSwift, it overrides
/// `subscribe` itself rather than ``Producer/run(_:)``, so subscribing to it starts no
/// current-thread trampoline.
final class Terminal<Element>: Producer<Element> {
    private let event: Event<Element>

    init(event: Event<Element>) {
        self.event = event
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(event)
        return Disposables.create()
    }
}
