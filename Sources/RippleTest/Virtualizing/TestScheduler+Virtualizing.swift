import IssueReporting
import Ripple

extension TestScheduler {
    /// Runs `body` with Ripple's real schedulers scheduling on this scheduler's virtual time, so
    /// that code which hard-codes them is tested in virtual time without changing it.
    ///
    /// ```swift
    /// final class SearchViewModel {
    ///     let results: Observable<[String]>
    ///     init(query: Observable<String>, search: @escaping (String) -> Observable<[String]>) {
    ///         results = query
    ///             .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
    ///             .flatMapLatest(search)
    ///     }
    /// }
    ///
    /// let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    /// scheduler.virtualizing {
    ///     let viewModel = SearchViewModel(query: query.asObservable(), search: search)
    ///     let results = scheduler.record(viewModel.results)
    ///     scheduler.start()
    ///     assertMarbles(results, "-----r", values: ["r": ["swift"]])
    /// }
    /// ```
    ///
    /// Inside the scope, `MainScheduler.instance`, `MainScheduler.asyncInstance`,
    /// `ConcurrentMainScheduler.instance`, every `SerialDispatchQueueScheduler`,
    /// `ConcurrentDispatchQueueScheduler` and `OperationQueueScheduler`, and the schedulers that
    /// RippleCocoa's `SharingScheduler.make` creates behave as if the test had passed this
    /// scheduler in their place: their `now` is its clock, and their immediate, delayed and
    /// periodic work is its work, run by `start()` or `advanceTo(_:)` on the test's thread.
    ///
    /// The scope is the code that `body` runs, on this task (or, outside any task, this thread),
    /// including what the scheduler runs while `body` runs it: build, subscribe and run inside
    /// `body`. It is a task-local value, not a global: tests running in parallel, and code
    /// running elsewhere meanwhile, keep the real schedulers. Work given to a real scheduler from
    /// another thread inside the scope (a child task, a `Task` running elsewhere), or by a task
    /// that outlives the scope, fails the test (at this call) and is dropped rather than racing
    /// with it. See <doc:VirtualizingHardCodedSchedulers> for what cannot be virtualized.
    ///
    /// - Parameters:
    ///   - fileID: Where work that cannot run on virtual time is reported; the caller's by default.
    ///   - filePath: Where work that cannot run on virtual time is reported.
    ///   - line: Where work that cannot run on virtual time is reported.
    ///   - column: Where work that cannot run on virtual time is reported.
    ///   - body: The test code, which builds, subscribes to and runs the code under test.
    /// - Returns: What `body` returns.
    @discardableResult
    public func virtualizing<Result>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: () throws -> Result
    ) rethrows -> Result {
        let scope = VirtualTimeScope(scheduler: self) { message in
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        defer { scope.close() }
        return try SchedulerVirtualization.withRedirect(scope, body)
    }

    /// Runs the asynchronous `body` with Ripple's real schedulers scheduling on this scheduler's
    /// virtual time; see the synchronous form.
    ///
    /// Across the suspensions of `body` the scope stays with its task, on whichever thread the
    /// task resumes.
    @discardableResult
    public func virtualizing<Result>(
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        let scope = VirtualTimeScope(scheduler: self) { message in
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        defer { scope.close() }
        return try await SchedulerVirtualization.withRedirect(scope, isolation: isolation, body)
    }
}
