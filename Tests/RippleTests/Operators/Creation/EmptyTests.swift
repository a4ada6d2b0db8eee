import Ripple
import RippleTest
import Testing

@Suite struct EmptyNeverErrorTests {
    @Test func emptyCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.empty() }.events == [.completed(200)])
    }

    @Test func errorFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.error(TestError()) }.events == [.error(200, TestError())])
    }

    @Test func neverEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(scheduler.start { Observable<Int>.never() }.events == [])
    }

    /// As in RxSwift, `error` sends without the current-thread trampoline: subscribed from a hot
    /// element (no trampoline runs), its error reaches `catch`, whose replacement, which schedules
    /// on the trampoline, runs within that subscription, before the failed source is disposed.
    @Test func errorSendsWithoutTheTrampoline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 3)])
        let timeline = Timeline(scheduler)
        timeline.run {
            xs.do(onDispose: { timeline.note("xs.onDispose") })
                .map { _ in Observable<Int>.error(TestError(name: "e2")) }
                .merge()
                .catch { error in
                    timeline.note("handler(\(error))")
                    return .of(5)
                }
        }
        #expect(timeline.entries == ["220 handler(e2)", "220 out <- next(5)", "220 out <- completed", "220 xs.onDispose"])
    }

    /// As in RxSwift, `empty` completes without the current-thread trampoline: `ifEmpty(switchTo:)`
    /// subscribes its sequence, which schedules on the trampoline, within `catch`'s subscription to
    /// `empty`, so it runs before `catch` disposes the failed source.
    @Test func emptyCompletesWithoutTheTrampoline() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(220, TestError(name: "e1"))])
        let timeline = Timeline(scheduler)
        timeline.run {
            xs.do(onDispose: { timeline.note("xs.onDispose") })
                .catch { error in
                    timeline.note("handler(\(error))")
                    return .empty()
                }
                .ifEmpty(switchTo: .of(5))
        }
        #expect(timeline.entries == ["220 handler(e1)", "220 out <- next(5)", "220 out <- completed", "220 xs.onDispose"])
    }
}
