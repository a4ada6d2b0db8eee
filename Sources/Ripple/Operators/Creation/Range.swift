/// The integer types `range(start:count:)` can count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Emits `count` consecutive integers from `start`, then completes, on the current-thread
    /// trampoline.
    ///
    /// `count` must not be negative, and the last integer must not overflow.
    ///
    /// ```
    /// range(start: 1, count: 3): (123|)
    /// ```
    public static func range(start: Element, count: Element) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: CurrentThreadScheduler.instance)
    }
}

extension ObservableType where Element: RxAbstractInteger & Sendable {
    /// Emits `count` consecutive integers from `start`, then completes, each sent on `scheduler`.
    ///
    /// `count` must not be negative, and the last integer must not overflow.
    ///
    /// ```
    /// range(start: 1, count: 3, scheduler: testScheduler): -1-2-3-|
    /// ```
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

final class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        precondition(count >= 0, "range(start:count:) count can't be negative")
        precondition(count == 0 || !start.addingReportingOverflow(count - 1).overflow, "range(start:count:) overflows")
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = RangeSink(observer: observer, start: start, count: count)
        let stepper: any RecursiveStepper = sink
        sink.setUpstream(scheduler.scheduleRecursive(()) { _, recurse in stepper.step(recurse) })
        return sink
    }
}

final class RangeSink<Observer: ObserverType>: Sink<Observer>, RecursiveStepper, @unchecked Sendable where Observer.Element: RxAbstractInteger {
    // @unchecked Sendable: `emitted` is only used by the recursive steps, which the scheduler runs
    // one after another; `start` and `count` are immutable.
    private let start: Observer.Element
    private let count: Observer.Element
    private var emitted: Observer.Element = 0

    init(observer: Observer, start: Observer.Element, count: Observer.Element) {
        self.start = start
        self.count = count
        super.init(observer: observer)
    }

    func step(_ recurse: (()) -> Void) {
        if emitted < count {
            let element = start + emitted
            emitted += 1
            forwardNext(element)
            recurse(())
        } else {
            forwardStop(.completed)
        }
    }
}
