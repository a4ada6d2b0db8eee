extension ObservableType {
    /// A sequence that never emits and never terminates.
    ///
    /// ```
    /// never(): ------
    /// ```
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

/// Sends nothing. As in RxSwift, it overrides `subscribe` itself rather than
/// ``Producer/run(_:)``: subscribing to it starts no current-thread trampoline.
final class NeverProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}
