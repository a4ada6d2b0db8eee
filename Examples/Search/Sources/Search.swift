import Ripple

/// The server's search.
public protocol SearchAPI: Sendable {
    /// The results for `query`.
    func search(_ query: String) async throws -> [String]
}

/// How the search waits and retries.
public struct SearchPolicy: Sendable {
    /// How long the query must stay unchanged before a search starts.
    public var debounce: RxTimeInterval = .milliseconds(300)
    /// How long one attempt may take.
    public var timeout: Duration = .seconds(1)
    /// How many attempts a query gets.
    public var attempts = 3
    /// The wait before the second attempt; it doubles before each later one.
    public var backOff: Duration = .milliseconds(500)

    public init() {}
}

/// The async part of a search: attempts with a timeout, and back-offs between them, on a clock.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
struct Search: Sendable {
    let api: any SearchAPI
    let clock: any Clock<Duration>
    let policy: SearchPolicy

    /// The outcome of searching `query`; throws `CancellationError` if the task is cancelled.
    func run(_ query: String) async throws -> SearchState {
        var backOff = policy.backOff
        for attempt in 1...max(policy.attempts, 1) {
            do {
                return .results(try await attemptWithTimeout(query))
            } catch is TimedOut where attempt < policy.attempts {
                try await clock.sleep(for: backOff)
                backOff *= 2
            } catch is TimedOut {
                return .failed("timed out")
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                return .failed("\(error)")
            }
        }
        return .failed("timed out")
    }

    /// One attempt, racing the server against the timeout; the loser is cancelled.
    private func attemptWithTimeout(_ query: String) async throws -> [String] {
        let (api, clock, timeout) = (api, clock, policy.timeout)
        return try await withThrowingTaskGroup(of: [String].self) { group in
            group.addTask { try await api.search(query) }
            group.addTask {
                try await clock.sleep(for: timeout)
                throw TimedOut()
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }
}

/// An attempt took longer than the timeout.
struct TimedOut: Error {}
