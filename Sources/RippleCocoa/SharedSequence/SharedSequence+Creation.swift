import Ripple

extension SharedSequence {
    /// A shared sequence that completes on the strategy's scheduler when subscribed.
    ///
    /// ```
    /// empty(): |     (completion scheduled on the strategy's scheduler)
    /// ```
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        // A sequence of `Void` crosses to the scheduler whatever `Element` is: nothing but the
        // completion is delivered there.
        SharedSequence(raw: Observable<Void>.empty().subscribe(on: SharingStrategy.scheduler).compactMap { _ -> Element? in nil })
    }

    /// A shared sequence that never emits nor completes.
    ///
    /// ```
    /// never(): ------
    /// ```
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A shared sequence that calls `observableFactory` when first subscribed to, and again for a
    /// subscriber arriving after the shared subscription ended, and emits what the sequence it
    /// returns emits.
    ///
    /// ```
    /// deferred { .just(counter.next()) }:  (1|)   then, subscribed again: (2|)
    /// ```
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }
}

extension SharedSequence where Element: Sendable {
    /// A shared sequence that emits `element`, then completes, on the strategy's scheduler when
    /// subscribed.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }
    /// A shared sequence that emits `elements`, one scheduled step each on the strategy's
    /// scheduler, then completes.
    ///
    /// ```
    /// of(1, 2):  1-2-|     (one scheduler step per event)
    /// ```
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// A shared sequence that emits the elements of `array`, one scheduled step each on the
    /// strategy's scheduler, then completes.
    ///
    /// ```
    /// from([1, 2]):  1-2-|
    /// ```
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence that emits the elements of `sequence`, one scheduled step each on the
    /// strategy's scheduler, then completes.
    ///
    /// ```
    /// from(1...2):  1-2-|
    /// ```
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence that emits the value of `optional`, if any, then completes, on the
    /// strategy's scheduler.
    ///
    /// ```
    /// from(optional: 1):    (1|)
    /// from(optional: nil):  |
    /// ```
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger & Sendable {
    /// A shared sequence that emits 0, 1, 2, … every `period` on the strategy's scheduler; a
    /// subscriber joining later shares the running timer (and, for a ``Driver``, first receives
    /// the latest value). A negative `period` completes it at once and sends
    /// `RxError.argumentOutOfRange` to `Hooks.defaultErrorHandler`.
    ///
    /// ```
    /// interval(3 ticks):  --0--1--2--
    /// ```
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler)
            .completingOnUnexpectedFailure(in: "SharedSequence.interval"))
    }

    /// A shared sequence that emits 0 after `dueTime`, then 1, 2, … every `period`, on the
    /// strategy's scheduler. A negative `period` completes it at once and sends
    /// `RxError.argumentOutOfRange` to `Hooks.defaultErrorHandler`.
    ///
    /// ```
    /// timer(2 ticks, period: 3 ticks):  -0--1--2--
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler)
            .completingOnUnexpectedFailure(in: "SharedSequence.timer"))
    }
}
