#if Mocks
import Ripple
import RippleMocks
import RippleTest
import Testing

@Mockable
protocol QueryService {
    func search(_ query: String, limit: Int) -> Observable<[String]>
    func cancelAll()
}

/// `scheduler.recordCalls(of:)` gives each call of a generated mock the virtual time it was made
/// at, and draws the calls as a lane of a sheet beside the inputs and outputs.
@Suite struct MockCallRecorderTests {
    @Test func callsAreRecordedAtTheirVirtualTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = QueryServiceMock()
        service.searchClosure = { query, _ in scheduler.createColdObservable("--r|", values: ["r": [query]]).asObservable() }
        let calls = scheduler.recordCalls(of: service)
        let query = scheduler.createHotObservable("a---b", values: ["a": "sw", "b": "swi"])
        let results = scheduler.record(query.flatMapLatest { service.search($0, limit: 5) })
        scheduler.scheduleAt(9) { service.cancelAll() }
        scheduler.start()

        #expect(calls.calls.map(\.time) == [0, 4, 9])
        #expect(calls.calls.map(\.value.description) == [#"search("sw", limit: 5)"#, #"search("swi", limit: 5)"#, "cancelAll()"])
        #expect(MarbleSheet(["query": query, "service": calls, "results": results]).text == """
        query:   a---d-----
                 ^---------
        service: b---e----g
        results: --c---f---
        a = "sw"
        b = search("sw", limit: 5)
        c = ["sw"]
        d = "swi"
        e = search("swi", limit: 5)
        f = ["swi"]
        g = cancelAll()
        """)
    }

    @Test func aLaneOfOneMethodShowsItsArgumentsAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = QueryServiceMock()
        service.searchReturnValue = .never()
        let calls = scheduler.recordCalls(of: service)
        scheduler.scheduleAt(2) { _ = service.search("sw", limit: 1) }
        scheduler.scheduleAt(3) { service.cancelAll() }
        scheduler.start()
        #expect(MarbleSheet(calls.lane(of: "search")).text == "--a-\na = (\"sw\", limit: 1)")
        #expect(MarbleSheet(calls.lane(of: "search(_:limit:)")).text == "--a-\na = (\"sw\", limit: 1)")
        #expect(MarbleSheet(calls.lane(of: "cancelAll")).text == "---a\na = ()")
        #expect(MarbleSheet(calls.lane(of: "missing")).text == "----")
    }

    @Test func stoppingOrReleasingTheRecorderEndsTheRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let service = QueryServiceMock()
        let stopped = scheduler.recordCalls(of: service)
        var released: MockCallRecorder? = scheduler.recordCalls(of: service)
        weak let releasedWeakly = released
        service.cancelAll()
        stopped.stop()
        released = nil
        service.cancelAll()
        #expect(stopped.calls.count == 1)
        #expect(releasedWeakly == nil)
        #expect(service.calls.count == 2)
    }
}
#endif
