extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a single from an async function: each subscription calls `work` in a new task and
    /// succeeds with what it returns, or fails with what it throws.
    ///
    /// ```swift
    /// let user = Single.create { try await api.user(id: 7) }
    /// ```
    ///
    /// Disposing the subscription cancels the task; an outcome that arrives afterwards is ignored.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task (`Task.detached`) rather than in a
    ///     task that inherits the subscribing task's priority and task-local values.
    ///   - priority: The task's priority; `nil` for the default.
    ///   - work: The async function, called once per subscription.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        Single(raw: taskObservable(detached: detached, priority: priority) { emit in
            do {
                emit(.next(try await work()))
                emit(.completed)
            } catch {
                emit(.error(error))
            }
        })
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Creates a maybe from an async function: each subscription calls `work` in a new task and
    /// succeeds with what it returns, completes without an element when it returns `nil`, or fails
    /// with what it throws.
    ///
    /// ```swift
    /// let cached = Maybe.create { await cache.user(id: 7) }
    /// ```
    ///
    /// Disposing the subscription cancels the task; an outcome that arrives afterwards is ignored.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task (`Task.detached`) rather than in a
    ///     task that inherits the subscribing task's priority and task-local values.
    ///   - priority: The task's priority; `nil` for the default.
    ///   - work: The async function, called once per subscription.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Element?
    ) -> Maybe<Element> {
        Maybe(raw: taskObservable(detached: detached, priority: priority) { emit in
            do {
                if let element = try await work() {
                    emit(.next(element))
                }
                emit(.completed)
            } catch {
                emit(.error(error))
            }
        })
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Creates a completable from an async function: each subscription calls `work` in a new task
    /// and completes when it returns, or fails with what it throws.
    ///
    /// ```swift
    /// let saving = Completable.create { try await store.save(draft) }
    /// ```
    ///
    /// Disposing the subscription cancels the task; an outcome that arrives afterwards is ignored.
    ///
    /// - Parameters:
    ///   - detached: Whether to run `work` in a detached task (`Task.detached`) rather than in a
    ///     task that inherits the subscribing task's priority and task-local values.
    ///   - priority: The task's priority; `nil` for the default.
    ///   - work: The async function, called once per subscription.
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @escaping @Sendable () async throws -> Void
    ) -> Completable {
        Completable(raw: taskObservable(detached: detached, priority: priority) { emit in
            do {
                try await work()
                emit(.completed)
            } catch {
                emit(.error(error))
            }
        })
    }
}
