import Foundation
import Ripple

/// Replaces Ripple's global ``Hooks`` for the duration of `body`, then restores them.
///
/// Tests run in parallel and the hooks are global, so every test that replaces them goes through
/// this function, which runs one such test at a time. Errors that other tests send to the default
/// handler meanwhile reach `defaultErrorHandler` too: match on errors the test made itself.
public func withHooks<Result>(
    defaultErrorHandler: @escaping Hooks.DefaultErrorHandler,
    recordCallStackOnError: Bool = false,
    customCaptureSubscriptionCallstack: Hooks.CustomCaptureSubscriptionCallstack? = nil,
    _ body: () throws -> Result
) rethrows -> Result {
    GlobalHooks.lock.lock()
    defer { GlobalHooks.lock.unlock() }
    let previousHandler = Hooks.defaultErrorHandler
    let previousRecord = Hooks.recordCallStackOnError
    let previousCapture = Hooks.customCaptureSubscriptionCallstack
    defer {
        Hooks.defaultErrorHandler = previousHandler
        Hooks.recordCallStackOnError = previousRecord
        Hooks.customCaptureSubscriptionCallstack = previousCapture
    }
    Hooks.defaultErrorHandler = defaultErrorHandler
    Hooks.recordCallStackOnError = recordCallStackOnError
    if let customCaptureSubscriptionCallstack {
        Hooks.customCaptureSubscriptionCallstack = customCaptureSubscriptionCallstack
    }
    return try body()
}

private enum GlobalHooks {
    static let lock = NSLock()
}
