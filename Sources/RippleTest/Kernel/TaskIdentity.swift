/// The identity of a running task, for telling whether code runs in a given task.
///
/// It keeps the task's `UnsafeCurrentTask` only to compare it with other tasks, never acts upon it;
/// the comparisons that matter are made while the task runs. It is not `Sendable`: an owner that
/// hands it to other threads keeps it under a lock.
struct TaskIdentity: Equatable {
    private let task: UnsafeCurrentTask

    /// The task running the calling code, or nil outside any task.
    static var current: TaskIdentity? {
        withUnsafeCurrentTask { task in task.map(TaskIdentity.init(task:)) }
    }
}
