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

    /// As RxSwift: subscribing to `error` starts no current-thread trampoline, so a sequence on
    /// that scheduler subscribed to as it fails (here by `catch`) starts its own and emits before
    /// its subscription returns: its second element is still mapped after `take(1)` has ended.
    @Test func subscribingToErrorStartsNoTrampoline() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = SharedLog()
        let xs = scheduler.createHotObservable([.next(210, 4)])
        let res = scheduler.start(logging: log) {
            xs.flatMap { _ in Observable<Int>.error(TestError()) }
                .catch { _ in
                    Observable.of(1, 1).map { element in
                        log.append("map(\(element))")
                        return element
                    }
                }
                .take(1)
        }
        #expect(res.events == [.next(210, 1), .completed(210)])
        #expect(log.entries == ["map(1)", "out <- next(1)", "out <- completed", "map(1)"])
    }

    /// As RxSwift, whose `empty`, `error` and `just` send their events as they are subscribed
    /// to, without the current-thread trampoline: an observer that subscribes to `of` when one of
    /// them ends receives its elements before that subscription returns.
    @Test func subscribingStartsNoTrampoline() {
        let sources: [Observable<Int>] = [.empty(), .error(TestError()), .just(0)]
        for source in sources {
            var entries: [String] = []
            _ = source.subscribe(onError: { _ in
                _ = Observable.of(1, 2).subscribe(onNext: { entries.append("of \($0)") })
                entries.append("subscribed")
            }, onCompleted: {
                _ = Observable.of(1, 2).subscribe(onNext: { entries.append("of \($0)") })
                entries.append("subscribed")
            })
            #expect(entries == ["of 1", "of 2", "subscribed"])
        }
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
