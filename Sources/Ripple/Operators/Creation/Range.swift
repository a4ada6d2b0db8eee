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
        RangeProducer.make(start: start, count: count, scheduler: CurrentThreadScheduler.instance)
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
        RangeProducer.make(start: start, count: count, scheduler: scheduler)
    }
}

final class RangeProducer<Element: RxAbstractInteger>: Producer<Element> {
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    /// The range, or an error sequence for a negative count or an overflowing range.
    static func make(start: Element, count: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if count < 0 {
            return Observable.error(RxError.argumentOutOfRange)
        }
        if count > 0 && start.addingReportingOverflow(count - 1).overflow {
            return Observable.error(RxError.overflow)
        }
        return RangeProducer(start: start, count: count, scheduler: scheduler)
    }

    private init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = RangeSink(observer: observer, start: start, count: count)
        sink.setUpstream(scheduler.scheduleSteps(sink))
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

    func step(_ recurse: () -> Void) {
        if emitted < count {
            let element = start + emitted
            emitted += 1
            forwardNext(element)
            recurse()
        } else {
            complete()
        }
    }

    /// Out of line, so that the element path does not look up the metadata of `Event`.
    @inline(never)
    private func complete() {
        forwardStop(.completed)
    }
}
