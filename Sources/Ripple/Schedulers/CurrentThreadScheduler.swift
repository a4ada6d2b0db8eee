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
/// and recursion becomes iteration.
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
            let item = TrampolineItem { action(state) }
            trampoline.enqueue(item)
            return item
        }
        return trampoline.run { action(state) }
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
    private var queue: ContiguousArray<TrampolineItem> = []
    private var head = 0

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

    func enqueue(_ item: TrampolineItem) {
        queue.append(item)
    }

    func run<Result>(_ body: () -> Result) -> Result {
        isActive = true
        defer {
            queue.removeAll(keepingCapacity: true)
            head = 0
            isActive = false
        }
        let result = body()
        while head < queue.count {
            let item = queue[head]
            head += 1
            item.invoke()
        }
        return result
    }
}

/// Work queued on a trampoline; disposing it before it runs cancels it.
private final class TrampolineItem: Cancelable, @unchecked Sendable {
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

    func invoke() {
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
