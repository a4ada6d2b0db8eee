/// What `debounce`, `delay`, `delaySubscription`, `throttle`, `timeout` and `take`/`skip(for:)`
/// are made of: a source, a due time and the scheduler of their timers; each subclass adds what
/// else it needs and subscribes in its own way.
class DueTimeProducer<Element: Sendable>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    // Inlined into the subclasses' initializers (the instruction budget's virtual-time rows).
    @inline(__always)
    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }
}
