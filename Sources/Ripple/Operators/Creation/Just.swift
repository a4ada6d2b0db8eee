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

final class Just<Element>: Producer<Element> {
    private let element: Element

    init(element: Element) {
        self.element = element
    }

    /// Sends the element and completion at once, without the current-thread trampoline that
    /// ``Producer`` subscribes on, as RxSwift's `just` does: sequences that the observer
    /// subscribes to meanwhile and that schedule on the trampoline run when their subscription
    /// returns, unless a trampoline already runs.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.onNext(element)
        observer.onCompleted()
        return Disposables.create()
    }
}
