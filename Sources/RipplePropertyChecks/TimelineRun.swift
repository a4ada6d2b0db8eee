#if PropertyChecks
import Ripple
import RippleTest

/// One run of a property over generated timelines: its `TestScheduler`, and the inputs, mocks
/// and outputs the body made through it, which are the lanes of the counterexample's sheet.
///
/// `checkTimelines` makes one for each generated timeline, with a new scheduler (clock at 0)
/// whose work due at one instant runs in that timeline's drawn order. Build everything on
/// ``scheduler``, play the generated inputs with ``hot(_:_:)``, ``cold(_:_:)`` and
/// ``mock(_:_:answer:)``, record outputs with ``record(_:_:subscribedAt:disposedAt:)``, run with
/// ``start()``, and assert.
public final class TimelineRun {
    /// The scheduler of this run.
    public let scheduler: TestScheduler
    private var lanes: [(name: String, lane: () -> MarbleLane)] = []
    private var inputs: [() -> Int] = []
    private var callsByMock: [String: () -> [(time: TestTime, subscriptions: [Subscription])]] = [:]

    private var endings: [() -> Void] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    deinit {
        for ending in endings {
            ending()
        }
    }

    /// A hot test observable playing `timeline` at absolute times (frame 0 is the start of the
    /// run), drawn in the counterexample as `name` with its subscriptions.
    public func hot<Element>(_ name: String, _ timeline: GeneratedTimeline<Element>) -> TestableObservable<Element> {
        let observable = scheduler.createHotObservable(timeline.recordedEvents)
        add(name, observable)
        return observable
    }

    /// A cold test observable playing `timeline` from each subscription, drawn in the
    /// counterexample as `name`, each subscription with what it received.
    public func cold<Element>(_ name: String, _ timeline: GeneratedTimeline<Element>) -> TestableObservable<Element> {
        let observable = scheduler.createColdObservable(timeline.recordedEvents)
        add(name, observable)
        return observable
    }

    private func add<Element>(_ name: String, _ observable: TestableObservable<Element>) {
        lanes.append((name, { MarbleLane(observable) }))
        inputs.append { observable.recordedEvents.count }
    }

    /// A mocked function whose n-th call answers as `answers` drew for it: a cold observable that
    /// sends `answer(argument, value)` and completes (or fails with ``GeneratedError``, or stays
    /// silent) the answer's latency after each subscription.
    ///
    /// ```swift
    /// let search = run.mock("search", answers) { (text: String, _) in ["\(text)1", "\(text)2"] }
    /// api.searchClosure = run.mock("api", answers) { (text: String, _) in [text] }   // a @Mockable spy
    /// ```
    ///
    /// The counterexample draws its calls as lane `name`, each argument in the legend, with a
    /// line for each subscription to what they returned.
    public func mock<Argument, Value, Element>(
        _ name: String,
        _ answers: GeneratedAnswers<Value>,
        answer: @escaping (Argument, Value) -> Element
    ) -> (Argument) -> Observable<Element> {
        let scheduler = scheduler
        let box = CallLog<Argument, Element>()
        addMock(name) {
            box.calls.map { (time: $0.time, argument: $0.argument as Any, subscriptions: $0.observable.subscriptions) }
        }
        return { [box] argument in
            let drawn = answers.answer(toCall: box.calls.count)
            let events: [Recorded<Event<Element>>] = switch drawn.outcome {
            case .value(let value):
                [Recorded(time: drawn.latency, value: .next(answer(argument, value))), Recorded(time: drawn.latency, value: .completed)]
            case .failure:
                [Recorded(time: drawn.latency, value: .error(GeneratedError()))]
            case .silence:
                []
            }
            let observable = scheduler.createColdObservable(events)
            box.calls.append((scheduler.clock, argument, observable))
            return observable.asObservable()
        }
    }

    /// A mocked function whose n-th call answers the value `answers` drew for it; see
    /// ``mock(_:_:answer:)``.
    public func mock<Argument, Element>(_ name: String, _ answers: GeneratedAnswers<Element>) -> (Argument) -> Observable<Element> {
        mock(name, answers) { (_: Argument, value: Element) in value }
    }

    /// Draws the calls that `calls` lists as lane `name`, counts them as input events, and runs
    /// `ending` when the run ends.
    func addMock(_ name: String, ending: @escaping () -> Void = {}, calls: @escaping () -> [(time: TestTime, argument: Any, subscriptions: [Subscription])]) {
        let scheduler = scheduler
        lanes.append((name, {
            let calls = calls()
            return MarbleLane(
                calls: calls.map { Recorded(time: $0.time, value: MarbleCall(arguments: [(nil, $0.argument)])) },
                subscriptions: calls.flatMap(\.subscriptions),
                scheduler: scheduler
            )
        }))
        inputs.append { calls().count }
        callsByMock[name] = { calls().map { (time: $0.time, subscriptions: $0.subscriptions) } }
        endings.append(ending)
    }

    /// Records what `source` emits, drawn in the counterexample as `name`: subscribed now, or at
    /// `subscribedAt` (a subscriber arriving late), until it ends, or until `disposedAt`.
    public func record<Source: ObservableConvertibleType>(
        _ name: String,
        _ source: Source,
        subscribedAt: TestTime? = nil,
        disposedAt: TestTime? = nil
    ) -> TestableObserver<Source.Element> {
        let observer: TestableObserver<Source.Element>
        if let subscribedAt {
            observer = scheduler.createObserver(Source.Element.self)
            let subscription = SerialDisposable()
            scheduler.scheduleAt(subscribedAt) {
                subscription.disposable = source.asObservable().subscribe(observer)
            }
            if let disposedAt {
                scheduler.scheduleAt(disposedAt) { subscription.dispose() }
            }
        } else {
            observer = scheduler.record(source, disposeAt: disposedAt)
        }
        lanes.append((name, { MarbleLane(observer) }))
        return observer
    }

    /// Draws `lane` in the counterexample as `name`: the calls of a `@Mockable` spy
    /// (`scheduler.recordCalls(of: api)`, with RippleMocks), or any other lane.
    public func show(_ name: String, _ lane: some MarbleLaneConvertible) {
        lanes.append((name, { lane.marbleLane }))
    }

    /// Runs the scheduler until nothing is left to run.
    public func start() {
        scheduler.start()
    }

    /// The lanes made so far, as a sheet: inputs with their subscriptions, mock calls, outputs, in
    /// the order they were made.
    public var sheet: MarbleSheet {
        MarbleSheet(namedLanes: lanes.map { (name: $0.name, lane: $0.lane()) })
    }

    /// The events the generated inputs sent or scheduled and the calls the mocks answered: the
    /// size of a counterexample.
    public var inputEventCount: Int {
        inputs.reduce(0) { $0 + $1() }
    }

    /// For each call of the mock named `name`, its time and the subscriptions to what it returned.
    func calls(ofMock name: String) -> [(time: TestTime, subscriptions: [Subscription])]? {
        callsByMock[name].map { $0() }
    }
}

/// The calls of one mock, shared by the function it returned and the lane that draws them.
private final class CallLog<Argument, Element> {
    var calls: [(time: TestTime, argument: Argument, observable: TestableObservable<Element>)] = []
}
#endif
