import Dispatch
import Ripple

/// A scheduler that runs each action asynchronously on `queue`: a stand-in for RxSwift's
/// dispatch-queue schedulers in tests of sources that emit on other threads.
struct QueueScheduler: ImmediateSchedulerType {
    let queue: DispatchQueue

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        let scheduled = SingleAssignmentDisposable()
        queue.async {
            guard !scheduled.isDisposed else { return }
            scheduled.setDisposable(action(state))
        }
        return scheduled
    }
}
