extension ObservableType {
    /// A sequence of one element, then completion.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element: element)
    }
}

extension ObservableType where Element: Sendable {
    /// A sequence of one element, then completion, both sent on `scheduler`.
    ///
    /// ```
    /// just(1, scheduler: testScheduler): -1|    (one scheduled step each)
    /// ```
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.from([element], scheduler: scheduler)
    }
}

/// Sends its element and completion as it is subscribed to. As in RxSwift, it overrides
/// `subscribe` itself rather than ``Producer/run(_:)``, so subscribing to it starts no
/// current-thread trampoline: sequences that schedule on ``CurrentThreadScheduler`` and are
/// subscribed to while it emits start their own.
final class Just<Element>: Producer<Element> {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }
}
