import Foundation
import Ripple

/// A recorder read step by step in real time, made by `stepRecorder(name:timeout:)`: each step
/// waits, up to a timeout, for the event it reads, as `Recorder`'s waits do; for code that emits
/// on other threads, without a test scheduler.
///
/// ```swift
/// try await withStepRecorders {
///     let updates = service.updates.stepRecorder(name: "updates")
///     service.refresh()
///     await updates.expectNext(.loading)
///     await updates.expectNext(.loaded(items))
///     updates.expectNoEvents()
/// }
/// ```
///
/// Recorders are exhaustive by default: when the scope (`withStepRecorders` or the
/// `.stepRecorders` trait) ends, events recorded and not read fail the test, each named, at the
/// line that made the recorder. Make one step after another, not concurrently.
public final class AsyncStepRecorder<Element: Sendable>: ScopedStepRecorder, @unchecked Sendable {
    // @unchecked Sendable: the recording is guarded by the store's lock, the steps' state by the
    // reader's; the rest is immutable or thread-safe.
    private let store = RecordingStore<Element>()
    private let subscription = SingleAssignmentDisposable()
    private let reader: StepReader<Element>
    /// How long a step waits by default, in seconds.
    public let timeout: TimeInterval

    /// The name failures use.
    public var name: String { reader.name }

    init(source: Observable<Element>, name: String?, timeout: TimeInterval, origin: StepRecorderOrigin) {
        self.timeout = timeout
        let scope = StepRecorderScope.current
        reader = StepReader(name: name ?? origin.defaultName, origin: origin, exhaustivity: scope?.exhaustivity ?? .exhaustive)
        subscription.setDisposable(source.subscribe(store))
        join(scope, recorder: self, reader: reader)
    }

    /// Every event recorded so far.
    private var events: [StepEvent<Element>] {
        recorded.events
    }

    /// Every event recorded so far and whether more can come (the sequence has ended or the
    /// recorder is disposed), read together: a step that finds its event missing and the sequence
    /// over has read the events up to the end, including those sent while it was reading.
    private var recorded: (events: [StepEvent<Element>], isOver: Bool) {
        store.read { state in
            (state.events.map { StepEvent(event: $0, time: nil) }, state.stopEvent != nil || state.isDisposed)
        }
    }

    /// Waits until a step expecting an event that `accepts` can be taken, `timeout` seconds have
    /// passed, the sequence has ended or the recorder is disposed; returns what the step finds
    /// then. `accepts` runs on the waiting task, never under the recording's lock.
    private func waitForStep(
        timeout: TimeInterval,
        accepts: (Event<Element>) -> Bool
    ) async -> StepCursor<Element>.Outcome {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            let (events, isOver) = recorded
            let outcome = reader.evaluate(events, accepts: accepts)
            guard case .missing = outcome else { return outcome }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 || isOver || Task.isCancelled {
                return outcome
            }
            await store.waitForEvents(after: events.count, timeout: remaining)
        }
    }

    private func within(_ timeout: TimeInterval) -> String {
        "within \(timeout) s"
    }

    /// Waits for the next element, which must match `predicate`, and returns it; fails otherwise.
    ///
    /// - Parameters:
    ///   - timeout: The longest wait, in seconds; the recorder's ``timeout`` by default.
    ///   - predicate: What the element must satisfy.
    ///   - fileID: Where a failure of the step is reported; the caller's by default.
    ///   - filePath: Where a failure of the step is reported.
    ///   - line: Where a failure of the step is reported.
    ///   - column: Where a failure of the step is reported.
    @discardableResult
    public func expectNext(
        timeout: TimeInterval? = nil,
        where predicate: (Element) -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Element? {
        let timeout = timeout ?? self.timeout
        let outcome = await waitForStep(timeout: timeout) { $0.element.map(predicate) ?? false }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return reader.take(outcome, expecting: "a next event matching the predicate", until: within(timeout), at: site)?.event.element
    }

    /// Waits for the completion; fails if another event comes first or nothing within the
    /// timeout.
    public func expectCompleted(
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let timeout = timeout ?? self.timeout
        let outcome = await waitForStep(timeout: timeout) { $0.isCompleted }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = reader.take(outcome, expecting: "completed", until: within(timeout), at: site)
    }

    /// Waits for an error, which must match `predicate`, and returns it; fails otherwise.
    @discardableResult
    public func expectError(
        timeout: TimeInterval? = nil,
        where predicate: (Swift.Error) -> Bool = { _ in true },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Swift.Error? {
        let timeout = timeout ?? self.timeout
        let outcome = await waitForStep(timeout: timeout) { $0.error.map(predicate) ?? false }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return reader.take(outcome, expecting: "an error", until: within(timeout), at: site)?.event.error
    }

    /// Waits for an error equal to `error`; fails otherwise.
    public func expectError<Failure: Swift.Error & Equatable>(
        _ error: Failure,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let timeout = timeout ?? self.timeout
        let outcome = await waitForStep(timeout: timeout) { ($0.error as? Failure) == error }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = reader.take(outcome, expecting: "error(\(error))", until: within(timeout), at: site)
    }

    /// Fails if events were recorded that no step has read (and reads them); it does not wait.
    public func expectNoEvents(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        reader.expectNoEvents(in: events, at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits for `count` elements and reads them without checking them; fails if the sequence
    /// ends first or they do not come within the timeout.
    public func skip(
        _ count: Int,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let timeout = timeout ?? self.timeout
        let deadline = Date(timeIntervalSinceNow: timeout)
        while count > 0 {
            let (events, isOver) = recorded
            let remaining = deadline.timeIntervalSinceNow
            if reader.canSkip(count, in: events) != nil || remaining <= 0 || isOver || Task.isCancelled {
                break
            }
            await store.waitForEvents(after: events.count, timeout: remaining)
        }
        reader.skip(count, in: events, until: within(timeout), at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Disposes the subscription; events not read, now or later, are not checked.
    public func cancelAndIgnoreRemainingEvents() {
        reader.cancel()
        subscription.dispose()
        store.markDisposed()
    }

    func finishScope(checking: Bool) {
        subscription.dispose()
        store.markDisposed()
        reader.finishScope(with: events, checking: checking)
    }
}

extension AsyncStepRecorder where Element: Equatable {
    /// Waits for the next element, which must equal `element`; fails otherwise.
    public func expectNext(
        _ element: Element,
        timeout: TimeInterval? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let timeout = timeout ?? self.timeout
        let outcome = await waitForStep(timeout: timeout) { $0.element == element }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = reader.take(outcome, expecting: "next(\(element))", until: within(timeout), at: site)
    }
}

extension ObservableConvertibleType where Element: Sendable {
    /// Subscribes now and returns a recorder read step by step in real time, each step waiting
    /// up to `timeout` seconds; make it inside `withStepRecorders` or a test with the
    /// `.stepRecorders` trait, which checks the events it leaves unread.
    ///
    /// - Parameters:
    ///   - name: The recorder's name in failures; by default where it was made.
    ///   - timeout: How long a step waits by default, in seconds.
    ///   - fileID: Where the recorder was made, to name it and to report what it leaves unread;
    ///     the caller's by default.
    ///   - filePath: Where the recorder was made.
    ///   - line: Where the recorder was made.
    ///   - column: Where the recorder was made.
    public func stepRecorder(
        name: String? = nil,
        timeout: TimeInterval = 5,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> AsyncStepRecorder<Element> {
        AsyncStepRecorder(
            source: asObservable(),
            name: name,
            timeout: timeout,
            origin: StepRecorderOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
