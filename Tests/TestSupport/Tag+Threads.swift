import Testing

extension Tag {
    /// Suites that start threads or use dispatch queues, semaphores, operation queues, the dispatch
    /// schedulers or detached tasks. CI runs every suite with this tag again under
    /// ThreadSanitizer: `python3 Scripts/thread-tests.py --filter` writes the `swift test --filter`
    /// regex from the tagged suites, and fails when a test file that uses threads has none.
    @Tag public static var threads: Self
}
