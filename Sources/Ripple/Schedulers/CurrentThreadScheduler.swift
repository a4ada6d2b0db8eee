/// Runs work on the current thread as a trampoline: the first piece of work runs at once; work
/// scheduled while it runs is queued and runs, in order, when it returns.
///
/// This is the default scheduler of `of`, `from`, `range` and the other generating sequences, and
/// every subscription runs inside it, so a chain is fully subscribed before such a sequence emits,
/// and recursion becomes iteration. Each piece of work is released as soon as it has run, so a
/// long synchronous sequence runs in constant memory.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether the calling thread has no trampoline running, so scheduled work would run at once.
    public static var isScheduleRequired: Bool {
        !Trampoline.forCurrentThread().isActive
    }

    /// Runs `action` now if no trampoline is running on this thread, otherwise queues it.
    ///
    /// The action always runs on the calling thread, so neither it nor `state` need be `Sendable`
    /// when you call this on the scheduler itself (through `ImmediateSchedulerType` they must be).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.forCurrentThread()
        if trampoline.isActive {
            let item = TrampolineAction { action(state) }
            trampoline.enqueue(item)
            return item
        }
        return trampoline.run { action(state) }
    }

    /// Runs `stepper`'s first step as a step of this thread's trampoline; each step may call
    /// `recurse` to run another one later, in turn with the trampoline's other work, as if it
    /// were scheduled anew. The steps reuse one object, so they allocate nothing.
    static func scheduleSteps(_ stepper: any RecursiveStepper) -> Disposable {
        let steps = TrampolineSteps(trampoline: Trampoline.forCurrentThread(), stepper: stepper)
        steps.scheduleStep()
        return steps
    }

    /// Runs `body` with the trampoline active on this thread, then drains what it queued.
    static func runTrampolined<Result>(_ body: () -> Result) -> Result {
        let trampoline = Trampoline.forCurrentThread()
        if trampoline.isActive {
            return body()
        }
        return trampoline.run(body)
    }
}

/// The per-thread queue of ``CurrentThreadScheduler``; only its own thread touches it.
private final class Trampoline {
    private(set) var isActive = false
    private var queue = ElementRing<TrampolineWork>()

    private static let perThread = PerThread { Trampoline() }

    static func forCurrentThread() -> Trampoline {
        perThread.current
    }

    func enqueue(_ work: TrampolineWork) {
        queue.enqueue(work)
    }

    /// Runs `body`, then the queued work in order, including work queued meanwhile; each piece is
    /// released as soon as it has run.
    func run<Result>(_ body: () -> Result) -> Result {
        isActive = true
        defer { isActive = false }
        let result = body()
        while !queue.isEmpty {
            queue.dequeue().run()
        }
        return result
    }
}

/// Work queued on a trampoline.
private class TrampolineWork {
    /// Runs the work; every subclass overrides it.
    func run() {
        preconditionFailure("TrampolineWork.run is abstract; \(type(of: self)) must override it")
    }
}

/// An action queued on a trampoline; disposing it before it runs cancels it.
private final class TrampolineAction: TrampolineWork, Cancelable, @unchecked Sendable {
    // @unchecked Sendable: `action` is guarded by the striped lock for `self`; `result` is a
    // thread-safe disposable.
    private var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init(_ action: @escaping () -> Disposable) {
        self.action = action
    }

    var isDisposed: Bool {
        result.isDisposed
    }

    override func run() {
        let action = StripedLock.withLock(for: self) { () -> (() -> Disposable)? in
            defer { self.action = nil }
            return self.action
        }
        guard let action else { return }
        result.setDisposable(action())
    }

    func dispose() {
        StripedLock.withLock(for: self) { action = nil }
        result.dispose()
    }
}

/// The steps of a recursive action on one thread's trampoline
/// (`CurrentThreadScheduler.scheduleSteps(_:)`).
///
/// Each step is one turn of the trampoline, queued when the step before calls `recurse`, so
/// sequences that share the trampoline take turns as in RxSwift. The steps reuse this object: it
/// queues itself once per pending step. Disposing it, from any thread, stops the steps that have
/// not started.
private final class TrampolineSteps: TrampolineWork, Cancelable {
    // `stepper` and `pendingSteps` are only touched on the thread that owns `trampoline` (steps
    // run there, and `recurse` is only called during a step); `disposed` is guarded by the
    // striped lock for `self`, since disposal may come from any thread.
    private let trampoline: Trampoline
    private var stepper: (any RecursiveStepper)?
    private var pendingSteps = 0
    private var disposed = false

    init(trampoline: Trampoline, stepper: any RecursiveStepper) {
        self.trampoline = trampoline
        self.stepper = stepper
    }

    var isDisposed: Bool {
        StripedLock.withLock(for: self) { disposed }
    }

    func dispose() {
        StripedLock.withLock(for: self) { disposed = true }
    }

    /// Queues a step, or runs it at once if the trampoline is idle.
    func scheduleStep() {
        pendingSteps += 1
        if trampoline.isActive {
            trampoline.enqueue(self)
        } else {
            trampoline.run { run() }
        }
    }

    override func run() {
        pendingSteps -= 1
        if let stepper, !isDisposed {
            stepper.step {
                pendingSteps += 1
                trampoline.enqueue(self)
            }
        }
        // With no step queued the stepper cannot run again: release it.
        if pendingSteps == 0 {
            stepper = nil
        }
    }
}
