import Dispatch
import Foundation
import Ripple

/// A minimal real-time scheduler for tests: work runs on a dispatch queue, delayed work through
/// `asyncAfter`.
///
/// It lets the time-based operators' real-time tests run on real threads and clocks; the default
/// queue is serial, `DispatchQueue.global()` gives a concurrent one.
final class AsyncAfterScheduler: SchedulerType {
    private let queue: DispatchQueue

    init(queue: DispatchQueue = DispatchQueue(label: "AsyncAfterScheduler")) {
        self.queue = queue
    }

    /// The wall-clock time.
    var now: RxTime {
        Date()
    }

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let work = SingleAssignmentDisposable()
        queue.asyncAfter(deadline: .now() + dueTime) {
            guard !work.isDisposed else { return }
            work.setDisposable(action(state))
        }
        return work
    }
}
