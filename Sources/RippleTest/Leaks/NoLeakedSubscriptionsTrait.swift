import Foundation
import Ripple
import Testing

/// A Swift Testing trait that fails a test whose subscriptions leak: the test runs as the body of
/// `assertNoLeakedSubscriptions`, and a leak is recorded at the test's declaration.
///
/// ```swift
/// @Test(.noLeakedSubscriptions) func searchReleasesItsSubscriptions() { ... }
///
/// @Suite(.noLeakedSubscriptions) struct SearchViewModelTests { ... }   // each test of the suite
/// ```
///
/// It counts the subscriptions made by the test's own task, so tests running in parallel do not
/// disturb each other.
public struct NoLeakedSubscriptionsTrait: TestTrait, SuiteTrait, TestScoping {
    /// How long, in seconds, to wait for subscriptions that other threads are still releasing.
    public let timeout: TimeInterval

    /// Applied to a suite, the trait checks each of its tests.
    public var isRecursive: Bool { true }

    /// Runs the test, then records an issue if subscriptions it made are still alive.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await provideScopeForEachTest(testCase: testCase, performing: function) { function in
            let (scope, _) = try await SubscriptionScope.run { try await function() }
            defer { scope.close() }
            if let leaks = await scope.leaks(waitingUpTo: timeout) {
                Issue.record(Comment(rawValue: leaks), sourceLocation: test.sourceLocation)
            }
        }
    }
}

extension Trait where Self == NoLeakedSubscriptionsTrait {
    /// Fails each test whose subscriptions are still alive when it ends, after waiting up to a
    /// second for other threads to release them.
    public static var noLeakedSubscriptions: Self {
        NoLeakedSubscriptionsTrait(timeout: 1)
    }

    /// Fails each test whose subscriptions are still alive when it ends, after waiting up to
    /// `timeout` seconds for other threads to release them.
    public static func noLeakedSubscriptions(timeout: TimeInterval) -> Self {
        NoLeakedSubscriptionsTrait(timeout: timeout)
    }
}
