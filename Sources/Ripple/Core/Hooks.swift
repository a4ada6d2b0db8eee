import Foundation

/// Global hooks, as in RxSwift.
public enum Hooks {
    /// Handles an error that reached a subscription without an `onError` handler (or a
    /// `bind(onNext:)` binding).
    ///
    /// Not `@Sendable`, as in RxSwift, so a test can log into its own state: the handler runs on
    /// the thread that delivers the unhandled error.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    /// The hooks' settings, read and replaced under one lock; the handlers run outside it.
    private static let settings = LockedState(Settings())

    /// The handler for unhandled errors; by default it prints the error in debug builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { settings.withLock { $0.handler } }
        set { settings.withLock { $0.handler = newValue } }
    }

    /// Captures the call stack of a subscription, for ``defaultErrorHandler``.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Whether subscribing without an error handler records the call stack, which
    /// ``defaultErrorHandler`` then receives with an error that reaches the subscription;
    /// `false` by default, since capturing a call stack is slow.
    ///
    /// ```swift
    /// Hooks.recordCallStackOnError = true
    /// Hooks.defaultErrorHandler = { callStack, error in log(error, callStack) }
    /// ```
    public static var recordCallStackOnError: Bool {
        get { settings.withLock { $0.recordsCallStack } }
        set { settings.withLock { $0.recordsCallStack = newValue } }
    }

    /// How the call stack of a subscription is captured when ``recordCallStackOnError`` is set;
    /// by default `Thread.callStackSymbols` in debug builds and nothing in release builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { settings.withLock { $0.captureCallStack } }
        set { settings.withLock { $0.captureCallStack = newValue } }
    }

    /// The call stack to hand to ``defaultErrorHandler`` for a subscription made now: captured
    /// when ``recordCallStackOnError`` is set, empty otherwise.
    static func subscriptionCallStack() -> [String] {
        let capture = settings.withLock { $0.recordsCallStack ? $0.captureCallStack : nil }
        return capture?() ?? []
    }

    /// What ``Hooks`` holds: the handler for unhandled errors and how subscriptions capture
    /// their call stacks.
    private struct Settings {
        var handler: DefaultErrorHandler = { _, error in
            #if DEBUG
            print("Unhandled error happened: \(error)")
            #endif
        }
        var recordsCallStack = false
        var captureCallStack: CustomCaptureSubscriptionCallstack = {
            #if DEBUG
            Thread.callStackSymbols
            #else
            []
            #endif
        }
    }
}
