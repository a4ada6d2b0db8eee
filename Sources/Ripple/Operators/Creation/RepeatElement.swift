extension ObservableType {
    /// Emits `element` forever, on the current-thread trampoline; limit it with an operator such
    /// as `take(_:)`.
    ///
    /// ```
    /// repeatElement(1): 1111…
    /// ```
    public static func repeatElement(_ element: Element) -> Observable<Element> {
        repeating(element, scheduler: CurrentThreadScheduler.instance)
    }
}

extension ObservableType where Element: Sendable {
    /// Emits `element` forever, each time on `scheduler`; limit it with an operator such as
    /// `take(_:)`.
    ///
    /// ```
    /// repeatElement(1, scheduler: testScheduler): -1-1-1-…
    /// ```
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        repeating(element, scheduler: scheduler)
    }
}

/// `element` forever: the sequence sink over an endless sequence, one scheduled step per element,
/// as in RxSwift.
private func repeating<Element>(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
    observableSequence(pulling: elementPullers(of: sequence(first: element) { $0 }), scheduler: scheduler)
}
