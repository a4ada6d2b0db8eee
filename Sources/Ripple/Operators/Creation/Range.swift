/// The integer types `range(start:count:)` can count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Emits `count` consecutive integers from `start`, then completes, on the current-thread
    /// trampoline.
    ///
    /// A negative `count` fails with `RxError.argumentOutOfRange`, a range whose last integer
    /// would overflow with `RxError.overflow` (RxSwift stops the program in both cases).
    ///
    /// ```
    /// range(start: 1, count: 3): (123|)
    /// ```
    public static func range(start: Element, count: Element) -> Observable<Element> {
        integers(start: start, count: count, scheduler: CurrentThreadScheduler.instance)
    }
}

extension ObservableType where Element: RxAbstractInteger & Sendable {
    /// Emits `count` consecutive integers from `start`, then completes, each sent on `scheduler`.
    ///
    /// A negative `count` fails with `RxError.argumentOutOfRange`, a range whose last integer
    /// would overflow with `RxError.overflow`.
    ///
    /// ```
    /// range(start: 1, count: 3, scheduler: testScheduler): -1-2-3-|
    /// ```
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        integers(start: start, count: count, scheduler: scheduler)
    }
}

/// The integers of `range(start:count:)`, each one scheduled step of the sequence sink (as in
/// RxSwift, whose range recurses the same way), or an error sequence for a negative count or an
/// overflowing range.
private func integers<Element: RxAbstractInteger>(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
    if count < 0 {
        return Observable.error(RxError.argumentOutOfRange)
    }
    if count > 0 && start.addingReportingOverflow(count - 1).overflow {
        return Observable.error(RxError.overflow)
    }
    // Offsets from `start`: stepping past the last integer never overflows, since `count` fits.
    let offsets = stride(from: 0, to: count, by: 1)
    return observableSequence(pulling: elementPullers(of: offsets.lazy.map { start + $0 }), scheduler: scheduler)
}
