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

/// Sends one terminal event on subscription: `empty` and `error`.
final class Terminal<Element>: Producer<Element> {
    private let event: Event<Element>

    init(event: Event<Element>) {
        self.event = event
    }

    /// Sends the terminal event at once, without the current-thread trampoline that ``Producer``
    /// subscribes on, as RxSwift's `empty` and `error` do.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(event)
        return Disposables.create()
    }
}
