import Dispatch

extension DispatchQueue {
    /// A new serial queue for work a test runs on another thread.
    ///
    /// `DispatchQueue.global()` has about one thread per core, which the suite's tests, run in
    /// parallel, share: on a loaded two-core machine its threads stay busy for seconds, and a test
    /// waiting with a deadline for work it sent there fails without any fault of the code under
    /// test. A new serial queue gets a thread of its own as soon as it has work.
    public static func dedicated() -> DispatchQueue {
        DispatchQueue(label: "ripple.tests.dedicated")
    }
}
