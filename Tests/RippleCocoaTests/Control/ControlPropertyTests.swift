import Ripple
import RippleCocoa
import RippleTest
import Testing
import TestSupport

@Suite struct ControlPropertyTests {
    private let scheduler = makeSharingScheduler()

    @Test func subscribingReceivesTheValues() {
        let values = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        let sink = scheduler.createObserver(String.self)
        let property = scheduler.controlProperty(values: values, valueSink: sink)
        let res = scheduler.start { property.asControlProperty() }
        #expect(res.events == [.next(210, "a"), .next(220, "b"), .completed(230)])
        #expect(values.subscriptions == [Subscription(200, 230)])
        #expect(sink.events.isEmpty)
    }

    @Test func sendingToThePropertySetsTheValueThroughTheSink() {
        let sink = scheduler.createObserver(String.self)
        let property = ControlProperty(values: Observable<String>.never(), valueSink: sink)
        let typed = scheduler.createHotObservable([.next(210, "x"), .next(220, "y"), .completed(230)])
        scheduler.scheduleAt(200) { _ = typed.bind(to: property) }
        scheduler.scheduleAt(240) { property.onNext("z") }
        scheduler.start()
        #expect(sink.events == [.next(210, "x"), .next(220, "y"), .completed(230), .next(240, "z")])
    }

    @Test func anErrorSentToThePropertyIsReportedNotSet() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let sink = scheduler.createObserver(Int.self)
            let property = ControlProperty(values: Observable<Int>.never(), valueSink: sink)
            property.onNext(1)
            property.onError(TestError(name: "control property boom"))
            #expect(sink.events.map(\.value) == [.next(1)])
            #expect(reported.entries.filter { $0.contains("control property boom") } == [
                "Unexpected error in a ControlProperty binding: control property boom",
            ])
        }
    }

    @Test func changedSkipsTheCurrentValue() {
        let values = scheduler.createColdObservable([.next(0, "current"), .next(10, "typed"), .next(20, "more")])
        let property = scheduler.controlProperty(values: values, valueSink: AnyObserver<String> { _ in })
        let res = scheduler.start { property.changed }
        #expect(res.events == [.next(210, "typed"), .next(220, "more")])
    }

    @Test func orEmptyReadsNilAsTheEmptyStringAndSetsStrings() {
        let values = scheduler.createHotObservable([.next(210, "a"), .next(220, nil), .next(230, "b")] as [Recorded<Event<String?>>])
        let sink = scheduler.createObserver(String?.self)
        let text = scheduler.controlProperty(values: values, valueSink: sink).orEmpty
        let res = scheduler.start(disposed: 300) { text }
        text.onNext("set")
        #expect(res.events == [.next(210, "a"), .next(220, ""), .next(230, "b")])
        #expect(sink.events.map(\.value) == [.next("set")])
    }

    @Test func asDriverDeliversOnTheSharingSchedulerAndShares() {
        let values = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in }).asDriver()
        }
        let first = scheduler.subscribe(driver ?? .never(), at: 200)
        let second = scheduler.subscribe(driver ?? .never(), at: 215)
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(second.events == [.next(215, 1), .next(220, 2), .completed(230)])
        #expect(values.subscriptions == [Subscription(200, 230)])
    }

    @Test func asDriverReportsAFailingSource() {
        let reported = SharedLog()
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            let values = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "property source boom"))])
            let res = scheduler.startSharing { ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in }).asDriver() }
            #expect(res.events == [.next(210, 1), .completed(220)])
            #expect(reported.entries.filter { $0.contains("property source boom") } == [
                "Unexpected error in a ControlProperty: property source boom",
            ])
        }
    }
}
