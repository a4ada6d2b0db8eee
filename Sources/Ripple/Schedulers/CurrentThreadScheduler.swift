#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

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

    /// Runs `action` with `state` as a step of this thread's trampoline; the action may call
    /// `recurse` to run another step later, in turn with the trampoline's other work, as if it
    /// were scheduled anew. The steps reuse one object, so they allocate nothing.
    static func scheduleRecursive<State>(_ state: State, action: @escaping (State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursion = TrampolineRecursion(trampoline: Trampoline.forCurrentThread(), action: action)
        recursion.schedule(state)
        return recursion
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

    deinit {
        queue.deallocate()
    }

    static let key: pthread_key_t = {
        var key = pthread_key_t()
        #if canImport(Darwin)
        pthread_key_create(&key) { pointer in
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        #else
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<Trampoline>.fromOpaque(pointer).release()
        }
        #endif
        return key
    }()

    static func forCurrentThread() -> Trampoline {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(key, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
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

/// A recursive action on one thread's trampoline (``CurrentThreadScheduler/scheduleRecursive(_:action:)``).
///
/// Each step is one turn of the trampoline, queued when `recurse` is called, so sequences that
/// share the trampoline take turns as in RxSwift. The steps reuse this object: it queues itself
/// once per step, and the states wait in a ring in the same order. Disposing it, from any thread,
/// stops the steps that have not started.
private final class TrampolineRecursion<State>: TrampolineWork, Cancelable {
    // `action` and `states` are only touched on the thread that owns `trampoline` (steps run
    // there, and `recurse` is only called during a step); `disposed` is guarded by the striped
    // lock for `self`, since disposal may come from any thread.
    private let trampoline: Trampoline
    private var action: ((State, (State) -> Void) -> Void)?
    private var states = ElementRing<State>(capacity: 1)
    private var disposed = false

    init(trampoline: Trampoline, action: @escaping (State, (State) -> Void) -> Void) {
        self.trampoline = trampoline
        self.action = action
    }

    deinit {
        states.deallocate()
    }

    var isDisposed: Bool {
        StripedLock.withLock(for: self) { disposed }
    }

    func dispose() {
        StripedLock.withLock(for: self) { disposed = true }
    }

    /// Queues a step with `state`, or runs it at once if the trampoline is idle.
    func schedule(_ state: State) {
        states.enqueue(state)
        if trampoline.isActive {
            trampoline.enqueue(self)
        } else {
            trampoline.run { run() }
        }
    }

    override func run() {
        let state = states.dequeue()
        if let action, !isDisposed {
            action(state) { next in
                states.enqueue(next)
                trampoline.enqueue(self)
            }
        }
        // With no step queued the action cannot run again: release what it holds.
        if states.isEmpty {
            action = nil
        }
    }
}
