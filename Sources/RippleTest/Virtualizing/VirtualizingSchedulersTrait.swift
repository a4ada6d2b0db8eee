import Ripple
import Testing

/// A Swift Testing trait that runs a test's real schedulers on virtual time: the first
/// ``TestScheduler`` the test creates takes the work of `MainScheduler.instance`, the dispatch-
/// and operation-queue schedulers and the rest, as inside ``TestScheduler/virtualizing(fileID:filePath:line:column:_:)``.
///
/// ```swift
/// @Test(.virtualizingSchedulers) func searchesOnceTheUserStopsTyping() {
///     let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
///     let viewModel = SearchViewModel(query: query.asObservable(), search: search)
///     let results = scheduler.record(viewModel.results)
///     scheduler.start()
///     assertMarbles(results, "-----r", values: ["r": ["swift"]])
/// }
///
/// @Suite(.virtualizingSchedulers) struct SearchViewModelTests { ... }   // each test of the suite
/// ```
///
/// The scope is the test's, a task-local value: tests running in parallel keep their own. The
/// code that creates the test scheduler owns it, as the caller of `virtualizing` does. Work
/// given to a real scheduler before the test created its test scheduler fails the test (at its
/// declaration) and is dropped, as is work given from another thread.
public struct VirtualizingSchedulersTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to a suite, the trait applies to each of its tests.
    public var isRecursive: Bool { true }

    /// Runs the test inside a scope that its first test scheduler claims.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await provideScopeForEachTest(testCase: testCase, performing: function) { function in
            let location = test.sourceLocation
            let scope = VirtualTimeScope { message in
                Issue.record(Comment(rawValue: message), sourceLocation: location)
            }
            defer { scope.close() }
            try await SchedulerVirtualization.withRedirect(scope) { try await function() }
        }
    }
}

extension Trait where Self == VirtualizingSchedulersTrait {
    /// Runs the real schedulers of each test on the virtual time of the first ``TestScheduler``
    /// the test creates.
    public static var virtualizingSchedulers: Self {
        VirtualizingSchedulersTrait()
    }
}
