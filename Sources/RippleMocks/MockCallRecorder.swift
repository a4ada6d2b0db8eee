import Ripple
import RippleTest

/// The calls of a `@Mockable` mock, each with the virtual time it was made at: a lane of a
/// `MarbleSheet`, so that a test sees interactions on the same time axis as inputs and outputs.
///
/// Made by ``RippleTest/TestScheduler/recordCalls(of:)``; it records until it is released.
///
/// ```swift
/// let api = SearchAPIMock()
/// api.searchClosure = { query in scheduler.createColdObservable("--r|", values: ["r": [query]]).asObservable() }
/// let requests = scheduler.recordCalls(of: api)
/// let results = scheduler.record(SearchViewModel(query: query.asObservable(), api: api, scheduler: scheduler).results)
/// scheduler.start()
/// assertMarbles(["query": query, "api": requests, "results": results])
/// // api:     ------a-----b---
/// // a = search("sw")
/// ```
public final class MockCallRecorder: MarbleLaneConvertible, Sendable {
    private let scheduler: TestScheduler
    private let log: MockLocked<[Recorded<MockCall>]>
    private let observation: MockCallObservation

    init(mock: AnyObject, scheduler: TestScheduler) {
        let log = MockLocked<[Recorded<MockCall>]>([])
        self.scheduler = scheduler
        self.log = log
        // The observation holds the log, not the recorder, so releasing the recorder ends it.
        observation = MockCallObservers.observe(mock) { [scheduler] call in
            let time = scheduler.clock
            log.withValue { $0.append(Recorded(time: time, value: call)) }
        }
    }

    /// Every call recorded so far, with its virtual time, in order.
    public var calls: [Recorded<MockCall>] {
        log.withValue { $0 }
    }

    /// Stops recording: later calls are not recorded.
    public func stop() {
        observation.cancel()
    }

    /// The calls as a lane, each legend line naming the method and its arguments:
    /// `search(query: "sw")`.
    public var marbleLane: MarbleLane {
        MarbleLane(calls: calls.map { Recorded(time: $0.time, value: Self.marbleCall($0.value, named: true)) }, scheduler: scheduler)
    }

    /// The calls of one method as a lane, each legend line showing the arguments alone (the
    /// argument itself when there is one without a label). `method` is the method's name, such as
    /// `search`, or its name with labels, such as `search(query:)`.
    public func lane(of method: String) -> MarbleLane {
        let selected = calls.filter { $0.value.name == method || Self.baseName(of: $0.value.name) == method }
        return MarbleLane(calls: selected.map { Recorded(time: $0.time, value: Self.marbleCall($0.value, named: false)) }, scheduler: scheduler)
    }

    private static func marbleCall(_ call: MockCall, named: Bool) -> MarbleCall {
        MarbleCall(named ? baseName(of: call.name) : nil, arguments: call.arguments.map { ($0.label, $0.value) })
    }

    private static func baseName(of selector: String) -> String {
        String(selector.prefix { $0 != "(" })
    }
}

extension TestScheduler {
    /// Records the calls that `mock`, a `@Mockable` mock, makes from now on, each at the
    /// scheduler's clock, until the recorder is released or stopped.
    ///
    /// Make the recorder before the run, then draw it as a lane of a sheet beside the inputs and
    /// outputs (`assertMarbles(["query": query, "api": requests, "results": results])` with
    /// RippleSnapshotTesting), or read ``MockCallRecorder/calls``. Calls of static members are not
    /// recorded.
    public func recordCalls(of mock: AnyObject) -> MockCallRecorder {
        MockCallRecorder(mock: mock, scheduler: self)
    }
}
