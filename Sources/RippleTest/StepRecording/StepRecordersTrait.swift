import Testing

/// A Swift Testing trait that runs each test as the body of `withStepRecorders`: the events its
/// step recorders leave unread fail the test, each named, at the line that made the recorder.
///
/// ```swift
/// @Test(.stepRecorders) func theProfileLoads() { ... }
///
/// @Suite(.stepRecorders(.nonExhaustive)) struct ProfileTests { ... }   // each test of the suite
/// ```
public struct StepRecordersTrait: TestTrait, SuiteTrait, TestScoping {
    /// Whether every recorded event must be read.
    public let exhaustivity: StepRecorderExhaustivity

    /// Applied to a suite, the trait applies to each of its tests.
    public var isRecursive: Bool { true }

    /// Runs the test in a scope of step recorders, then checks them.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await provideScopeForEachTest(testCase: testCase, performing: function) { function in
            try await StepRecorderScope.run(exhaustivity) { try await function() }
        }
    }
}

extension Trait where Self == StepRecordersTrait {
    /// Checks, when each test ends, that its step recorders left no event unread.
    public static var stepRecorders: Self {
        StepRecordersTrait(exhaustivity: .exhaustive)
    }

    /// Checks, when each test ends, the events its step recorders left unread: failures when
    /// `exhaustivity` is `.exhaustive`, warnings when it is `.nonExhaustive`.
    public static func stepRecorders(_ exhaustivity: StepRecorderExhaustivity) -> Self {
        StepRecordersTrait(exhaustivity: exhaustivity)
    }
}
