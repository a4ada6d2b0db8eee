import Ripple

/// A recorder read step by step in virtual time, made by
/// ``TestScheduler/stepRecorder(for:name:fileID:filePath:line:column:)``: each step reads the next
/// event recorded by the scheduler's clock and fails at once if it is not there (nothing waits;
/// move the clock with `advanceTo(_:)` or `start()` first).
///
/// ```swift
/// withStepRecorders {
///     let states = scheduler.stepRecorder(for: viewModel.states, name: "states")
///     scheduler.advanceTo(10)
///     states.expectNext(.loading)
///     scheduler.advanceTo(30)
///     states.expectNext(.loaded(profile))
///     states.expectNoEvents()
/// }
/// ```
///
/// Recorders are exhaustive by default: when the scope (`withStepRecorders` or the
/// `.stepRecorders` trait) ends, events recorded and not read fail the test, each named, at the
/// line that made the recorder. Failures name the recorder, so several can be read in one test.
/// Use the recorder on the thread that runs the scheduler.
public final class StepRecorder<Element>: ScopedStepRecorder, @unchecked Sendable {
    // @unchecked Sendable: the recording is guarded by the observer's lock, the steps' state by
    // the reader's; the subscription is thread-safe.
    private let scheduler: TestScheduler
    private let observer: TestableObserver<Element>
    private let subscription = SingleAssignmentDisposable()
    private let reader: StepReader<Element>

    /// The name failures use.
    public var name: String { reader.name }

    init(scheduler: TestScheduler, source: Observable<Element>, name: String?, origin: StepRecorderOrigin) {
        self.scheduler = scheduler
        observer = scheduler.createObserver(Element.self)
        let scope = StepRecorderScope.current
        reader = StepReader(name: name ?? origin.defaultName, origin: origin, exhaustivity: scope?.exhaustivity ?? .exhaustive)
        let observer = observer
        subscription.setDisposable(EnqueueRouting.route(to: scheduler.asyncWork.jobs) { source.subscribe(observer) })
        join(scope, recorder: self, reader: reader)
    }

    /// Every event recorded so far, with its time.
    private var events: [StepEvent<Element>] {
        observer.events.map { StepEvent(event: $0.value, time: $0.time) }
    }

    /// Until when the recorder looked, for failures: the clock, and the next work due.
    private var until: String {
        let clock = scheduler.clock
        guard let next = scheduler.pendingDueTimes.first else { return "by \(clock) (nothing is scheduled after it)" }
        return "by \(clock) (the scheduler's next work is due at \(next): advance it first)"
    }

    /// Reads the next element, which must match `predicate`, and returns it; fails otherwise.
    @discardableResult
    public func expectNext(
        where predicate: (Element) -> Bool,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Element? {
        let outcome = reader.evaluate(events) { $0.element.map(predicate) ?? false }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return reader.take(outcome, expecting: "a next event matching the predicate", until: until, at: site)?.event.element
    }

    /// Reads the completion; fails if the next event is anything else or nothing.
    public func expectCompleted(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let outcome = reader.evaluate(events) { $0.isCompleted }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = reader.take(outcome, expecting: "completed", until: until, at: site)
    }

    /// Reads an error, which must match `predicate`, and returns it; fails otherwise.
    @discardableResult
    public func expectError(
        where predicate: (Swift.Error) -> Bool = { _ in true },
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Swift.Error? {
        let outcome = reader.evaluate(events) { $0.error.map(predicate) ?? false }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        return reader.take(outcome, expecting: "an error", until: until, at: site)?.event.error
    }

    /// Reads an error equal to `error`; fails otherwise.
    public func expectError<Failure: Swift.Error & Equatable>(
        _ error: Failure,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let outcome = reader.evaluate(events) { ($0.error as? Failure) == error }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = reader.take(outcome, expecting: "error(\(error))", until: until, at: site)
    }

    /// Fails if events were recorded that no step has read (and reads them).
    public func expectNoEvents(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        reader.expectNoEvents(in: events, at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Reads `count` elements without checking them; fails if fewer were recorded or the sequence
    /// ends first.
    public func skip(
        _ count: Int,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        reader.skip(count, in: events, until: until, at: .init(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Disposes the subscription; events not read, now or later, are not checked.
    public func cancelAndIgnoreRemainingEvents() {
        reader.cancel()
        subscription.dispose()
    }

    func finishScope(checking: Bool) {
        subscription.dispose()
        reader.finishScope(with: events, checking: checking)
    }
}

extension StepRecorder where Element: Equatable {
    /// Reads the next element, which must equal `element`; fails otherwise.
    public func expectNext(
        _ element: Element,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let outcome = reader.evaluate(events) { $0.element == element }
        let site = StepReader<Element>.CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        _ = reader.take(outcome, expecting: "next(\(element))", until: until, at: site)
    }
}

extension TestScheduler {
    /// Subscribes to `source` now and returns a recorder read step by step in this scheduler's
    /// virtual time; make it inside `withStepRecorders` or a test with the `.stepRecorders`
    /// trait, which checks the events it leaves unread.
    ///
    /// - Parameters:
    ///   - source: The sequence to record.
    ///   - name: The recorder's name in failures; by default where it was made.
    ///   - fileID: Where the recorder was made, to name it and to report what it leaves unread;
    ///     the caller's by default.
    ///   - filePath: Where the recorder was made.
    ///   - line: Where the recorder was made.
    ///   - column: Where the recorder was made.
    public func stepRecorder<Source: ObservableConvertibleType>(
        for source: Source,
        name: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> StepRecorder<Source.Element> {
        StepRecorder(
            scheduler: self,
            source: source.asObservable(),
            name: name,
            origin: StepRecorderOrigin(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
}
