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
}
