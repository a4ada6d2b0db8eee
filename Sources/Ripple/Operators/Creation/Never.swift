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
    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}
