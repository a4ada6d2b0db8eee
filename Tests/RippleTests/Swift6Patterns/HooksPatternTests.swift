import Ripple
import Testing
import TestSupport

// Swift 6 pattern 5: a test installs a default error handler that logs into its own state.

@Suite struct HooksPatternTests {
    @Test func theDefaultErrorHandlerMayCaptureTheTestsState() {
        var loggedErrors: [Error] = []
        let ownError = TestError(name: "HooksPatternTests")
        // `withHooks` runs one hook-replacing test at a time and restores the hooks afterwards;
        // the pattern itself is the plain assignment inside.
        withHooks(defaultErrorHandler: { _, _ in }) {
            Hooks.defaultErrorHandler = { _, error in loggedErrors.append(error) }
            _ = Observable<Int>.error(ownError).subscribe(onNext: { _ in })
        }
        let mine = loggedErrors.filter { ($0 as? TestError) == ownError }
        #expect(mine.count == 1)
    }
}
