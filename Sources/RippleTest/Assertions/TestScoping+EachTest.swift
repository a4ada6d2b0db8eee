import Testing

extension TestScoping {
    /// The scope of a trait that gives each test a scope of its own (`isRecursive`): runs
    /// `function` in `scope` when the trait provides a test case's scope, and as it is when it
    /// provides a suite's, whose tests then get their own.
    func provideScopeForEachTest(
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void,
        in scope: (@escaping @Sendable () async throws -> Void) async throws -> Void
    ) async throws {
        guard testCase != nil else {
            try await function()
            return
        }
        try await withoutActuallyEscaping(function) { function in
            try await scope(function)
        }
    }
}
