/// The identity of a running task, for telling whether code runs in a given task.
///
/// It holds the task's reference (`UnsafeCurrentTask`, retained, so that a later task cannot take
/// its identity) but only compares it with other tasks, never acts upon it. It is not `Sendable`:
/// an owner that hands it to other threads keeps it under a lock.
package struct TaskIdentity: Equatable {
    private let task: UnsafeCurrentTask

    /// The task running the calling code, or nil outside any task.
    package static var current: TaskIdentity? {
        withUnsafeCurrentTask { task in task.map(TaskIdentity.init(task:)) }
    }
}
