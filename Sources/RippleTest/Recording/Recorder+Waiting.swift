import Foundation
import Ripple

extension Recorder where Element: Sendable {
    /// Waits for the next element: the first one that no earlier `next` call returned, which may
    /// already be recorded.
    ///
    /// ```swift
    /// let recorder = service.updates.record()
    /// service.refresh()
    /// #expect(try await recorder.next() == .loading)
    /// #expect(try await recorder.next() == .loaded(items))
    /// ```
    ///
    /// Make `next` calls one after another, not concurrently: they share one read position.
    ///
    /// - Parameter timeout: The longest wait, in seconds; `.infinity` for no limit.
    /// - Throws: ``RecorderError`` on timeout, if the sequence completes first or if the recorder
    ///   is disposed first; the sequence's error if it fails first; `CancellationError` if the
    ///   task is cancelled.
    public func next(timeout: TimeInterval = 5) async throws -> Element {
        let elements = try await next(1, timeout: timeout)
        return elements[0]
    }

    /// Waits for the next `count` elements: the first ones that no earlier `next` call returned,
    /// which may already be recorded. On a fresh recorder, these are its first `count` elements.
    ///
    /// - Parameters:
    ///   - count: How many elements to wait for; zero or less returns no elements at once.
    ///   - timeout: The longest wait, in seconds; `.infinity` for no limit.
    /// - Throws: ``RecorderError`` on timeout, if the sequence completes first or if the recorder
    ///   is disposed first; the sequence's error if it fails first; `CancellationError` if the
    ///   task is cancelled.
    public func next(_ count: Int, timeout: TimeInterval = 5) async throws -> [Element] {
        guard count > 0 else { return [] }
        let start = store.read { $0.consumedCount }
        let end = start + count
        let awaited = count == 1 ? "element \(end)" : "elements \(start + 1)...\(end)"
        return try await wait(for: awaited, timeout: timeout) { state in
            guard state.elements.count >= end else { return nil }
            state.consumedCount = max(state.consumedCount, end)
            return Array(state.elements[start..<end])
        }
    }

    /// Waits for the sequence to complete and returns all its elements.
    ///
    /// - Parameter timeout: The longest wait, in seconds; `.infinity` for no limit.
    /// - Throws: ``RecorderError`` on timeout or if the recorder is disposed first; the sequence's
    ///   error if it fails; `CancellationError` if the task is cancelled.
    @discardableResult
    public func completion(timeout: TimeInterval = 5) async throws -> [Element] {
        try await wait(for: "completion", timeout: timeout) { state in
            state.stopEvent?.isCompleted == true ? state.elements : nil
        }
    }

    /// Waits for the sequence to fail and returns its error.
    ///
    /// - Parameter timeout: The longest wait, in seconds; `.infinity` for no limit.
    /// - Throws: ``RecorderError`` on timeout, if the sequence completes instead or if the recorder
    ///   is disposed first; `CancellationError` if the task is cancelled.
    public func error(timeout: TimeInterval = 5) async throws -> Swift.Error {
        try await wait(for: "an error", timeout: timeout) { state in
            state.stopEvent?.error
        }
    }

    /// Waits until `goal` returns a value, checked now and after every event, and returns it.
    ///
    /// When `goal` returns nil: a recorded error ends the wait with that error; completion or
    /// disposal end it with a ``RecorderError``.
    private func wait<Value: Sendable>(
        for awaited: String,
        timeout: TimeInterval,
        until goal: @escaping @Sendable (inout RecordingState<Element>) -> Value?
    ) async throws -> Value {
        let store = store
        let id = store.announceWait()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, Swift.Error>) in
                let wait = RecordingStore<Element>.PendingWait(
                    check: { state in
                        Self.ending(of: continuation, awaited: awaited, state: &state, goal: goal)
                    },
                    fail: { continuation.resume(throwing: $0) },
                    awaited: awaited,
                    timeout: timeout
                )
                store.register(id, wait)
            }
        } onCancel: {
            store.cancel(id)
        }
    }

    /// What ends a wait for `goal` in `state`, or nil while it must go on (the lock is held).
    private static func ending<Value: Sendable>(
        of continuation: CheckedContinuation<Value, Swift.Error>,
        awaited: String,
        state: inout RecordingState<Element>,
        goal: (inout RecordingState<Element>) -> Value?
    ) -> (@Sendable () -> Void)? {
        if let value = goal(&state) {
            return { continuation.resume(returning: value) }
        }
        let reason: RecorderError.Reason
        switch state.stopEvent {
        case .error(let error)?:
            return { continuation.resume(throwing: error) }
        case .completed?:
            reason = .completed
        case .next?, nil:
            guard state.isDisposed else { return nil }
            reason = .disposed
        }
        let events = state.events
        return {
            let error = RecorderError(reason: reason, awaited: awaited, recordedEvents: events.map(\.debugDescription))
            continuation.resume(throwing: error)
        }
    }
}
