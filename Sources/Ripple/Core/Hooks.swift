import Foundation

/// Global hooks, as in RxSwift.
public enum Hooks {
    /// Handles an error that reached a subscription without an `onError` handler (or a
    /// `bind(onNext:)` binding).
    ///
    /// Not `@Sendable`, as in RxSwift, so a test can log into its own state: the handler runs on
    /// the thread that delivers the unhandled error.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

    private static let lock = Lock.make()
    // The handler is only read and replaced under `lock`; it runs outside it.
    nonisolated(unsafe) private static var handler: DefaultErrorHandler = { _, error in
        #if DEBUG
        print("Unhandled error happened: \(error)")
        #endif
    }

    /// The handler for unhandled errors; by default it prints the error in debug builds.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }

    /// Captures the call stack of a subscription, for ``defaultErrorHandler``.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    nonisolated(unsafe) private static var recordsCallStack = false
    nonisolated(unsafe) private static var captureCallStack: CustomCaptureSubscriptionCallstack = {
        #if DEBUG
        Thread.callStackSymbols
        #else
        []
        #endif
    }

    /// Whether subscribing without an error handler records the call stack, which
    /// ``defaultErrorHandler`` then receives with an error that reaches the subscription;
    /// `false` by default, since capturing a call stack is slow.
    ///
    /// ```swift
    /// Hooks.recordCallStackOnError = true
    /// Hooks.defaultErrorHandler = { callStack, error in log(error, callStack) }
    /// ```
    public static var recordCallStackOnError: Bool {
        get { lock.withLock { recordsCallStack } }
        set { lock.withLock { recordsCallStack = newValue } }
    }

    /// How the call stack of a subscription is captured when ``recordCallStackOnError`` is set;
    /// by default `Thread.callStackSymbols` in debug builds and nothing in release builds.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.withLock { captureCallStack } }
        set { lock.withLock { captureCallStack = newValue } }
    }

    /// The call stack to hand to ``defaultErrorHandler`` for a subscription made now: captured
    /// when ``recordCallStackOnError`` is set, empty otherwise.
    static func subscriptionCallStack() -> [String] {
        let capture = lock.withLock { recordsCallStack ? captureCallStack : nil }
        return capture?() ?? []
    }
}
