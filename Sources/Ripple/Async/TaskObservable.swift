/// An observable whose every subscription runs `produce` in a new task, which disposing the
/// subscription cancels. `produce` sends events with the `@Sendable` emit function of
/// `TraitCreate`: events are serialized, and those after a terminal event or disposal are ignored.
///
/// The task is created on the subscribing thread: `Task(priority:)`, which inherits the
/// subscribing task's priority and task-local values, or `Task.detached(priority:)`.
func taskObservable<Element>(
    detached: Bool,
    priority: TaskPriority?,
    produce: @escaping @Sendable (_ emit: @escaping TraitCreate<Element>.Emit) async -> Void
) -> Observable<Element> {
    TraitCreate { emit in
        let task = if detached {
            Task.detached(priority: priority) { await produce(emit) }
        } else {
            Task(priority: priority) { await produce(emit) }
        }
        return Disposables.create { task.cancel() }
    }
}
