#if Nimble
import Nimble
import Quick
import Ripple
import RippleNimble
import RippleTest
import TestSupport

/// Recorded events in virtual time, compared with `equal` or with a marble diagram.
final class EventsAndMarblesSpec: QuickSpec {
    override class func spec() {
        describe("events(scheduler:disposeBag:)") {
            it("records the events in virtual time") {
                let scheduler = TestScheduler(initialClock: 0)
                let disposeBag = DisposeBag()
                let source = scheduler.createColdObservable([.next(5, "Hello"), .next(10, "World"), .completed(100)])
                expect(source).events(scheduler: scheduler, disposeBag: disposeBag)
                    .to(equal([.next(5, "Hello"), .next(10, "World"), .completed(100)]))
            }
            it("finds errors with containError()") {
                let scheduler = TestScheduler(initialClock: 0)
                let disposeBag = DisposeBag()
                let source = scheduler.createColdObservable([.next(5, 1), .error(8, TestError())])
                expect(source).events(scheduler: scheduler, disposeBag: disposeBag).to(containError())
                expect(scheduler.createColdObservable([.next(5, 1)])).events(scheduler: scheduler, disposeBag: disposeBag)
                    .toNot(containError())
            }
        }

        describe("matchMarbles") {
            it("compares recorded events with a diagram") {
                let scheduler = TestScheduler(initialClock: 0)
                let source = scheduler.createHotObservable("--a--b--|", values: ["a": 1, "b": 2])
                let observer = scheduler.record(source)
                scheduler.start()
                expect(observer).to(matchMarbles("--a--b--|", values: ["a": 1, "b": 2]))
                expect(observer.events).toNot(matchMarbles("--a-----b--|", values: ["a": 1, "b": 2]))
            }
            it("draws both timelines when they differ") {
                let events: [Recorded<Event<Int>>] = [.next(2, 1), .next(8, 2), .completed(11)]
                let failures = gatherFailingExpectations(silently: true) {
                    expect(events).to(matchMarbles("--a--b--|", values: ["a": 1, "b": 2]))
                }
                expect(failures.map(\.message.stringValue)) == [
                    "expected to match marbles\n  expected: --a--b--|\n  actual:   --a-----b--|",
                ]
            }
            it("reports a diagram it can't read") {
                let failures = gatherFailingExpectations(silently: true) {
                    expect([Recorded<Event<Int>>]()).to(matchMarbles("--x--", values: ["a": 1]))
                }
                expect(failures.count) == 1
                expect(failures.first?.message.stringValue).to(contain("x"))
            }
        }
    }
}
#endif
