import Ripple
import Testing
import TestSupport

// Swift 6 pattern 5: a test installs a default error handler that logs into its own state.

@Suite(.serialized) struct HooksPatternTests {
    @Test func theDefaultErrorHandlerMayCaptureTheTestsState() {
        var loggedErrors: [Error] = []
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let ownError = TestError(name: "HooksPatternTests")
        Hooks.defaultErrorHandler = { _, error in
            if (error as? TestError) == ownError { loggedErrors.append(error) }
        }
        _ = Observable<Int>.error(ownError).subscribe(onNext: { _ in })
        #expect(loggedErrors.count == 1)
        #expect((loggedErrors.first as? TestError) == ownError)
    }
}
