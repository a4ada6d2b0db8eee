import Dispatch

/// The result of `task`, or nil if it has not finished within `seconds` of real time: a test
/// that awaits a task which might never finish fails instead of hanging.
///
/// The default allows for a starved cooperative pool: under AddressSanitizer on two cores, long
/// synchronous tests running in parallel have held every pool thread for a minute and a half, and
/// a task handed to the global executor cannot run until one is free.
///
/// ```swift
/// let result = await outcome(of: task)
/// #expect(try result?.get() == 42)
/// ```
public func outcome<Success: Sendable>(of task: Task<Success, Swift.Error>, within seconds: Int = 300) async -> Result<Success, Swift.Error>? {
    let first = FirstOutcome<Result<Success, Swift.Error>?>()
    return await withCheckedContinuation { continuation in
        first.arm(continuation)
        Task { first.deliver(await task.result) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { first.deliver(nil) }
    }
}

/// Resumes a continuation with the first value delivered.
private final class FirstOutcome<Value: Sendable>: Sendable {
    private let continuation = Locked<CheckedContinuation<Value, Never>?>(nil)

    func arm(_ continuation: CheckedContinuation<Value, Never>) {
        self.continuation.value = continuation
    }

    func deliver(_ value: Value) {
        let pending = continuation.withValue { pending in
            defer { pending = nil }
            return pending
        }
        pending?.resume(returning: value)
    }
}

/// Where a task that a test scheduler runs leaves its result, to check once the scheduler has
/// run, without awaiting the task (which would need a free thread of the cooperative pool).
///
/// ```swift
/// let value = Outcome<Int>()
/// scheduler.task { await value.capture { try await single.value } }
/// await scheduler.runUntilIdle()
/// #expect(try value.result?.get() == 42)
/// ```
public final class Outcome<Success: Sendable>: Sendable {
    private let stored = Locked<Result<Success, Swift.Error>?>(nil)

    public init() {}

    /// What `body` returned or threw, once it has.
    public var result: Result<Success, Swift.Error>? {
        stored.value
    }

    /// Runs `body` and keeps what it returns or throws.
    public func capture(_ body: () async throws -> Success) async {
        do {
            stored.value = .success(try await body())
        } catch {
            stored.value = .failure(error)
        }
    }
}
