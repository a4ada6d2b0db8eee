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

final class NeverProducer<Element>: Producer<Element> {
    /// Sends nothing and subscribes nothing, without the current-thread trampoline that
    /// ``Producer`` subscribes on, as RxSwift's `never` does.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}
