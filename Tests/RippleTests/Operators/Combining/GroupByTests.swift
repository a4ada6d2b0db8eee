import Foundation
import Ripple
import RippleTest
import Testing

/// RxSwift's groupBy scenarios: words whose key is their trimmed, lowercased text.
@Suite struct GroupByTests {
    private static func words(ending terminal: Recorded<Event<String>>) -> [Recorded<Event<String>>] {
        [
            .next(90, "abc"), .next(110, "zoo"), .next(130, "oof"),
            .next(220, "  foo"), .next(240, " FoO "), .next(270, "baR  "), .next(310, "foO "),
            .next(350, " Baz   "), .next(360, "  qux "), .next(390, "   bar"), .next(420, " BAR  "),
            .next(470, "FOO "), .next(480, "baz  "), .next(510, " bAZ "), .next(530, "    fOo    "),
            terminal,
            .next(580, "error"), .completed(600), .error(650, TestError()),
        ]
    }

    private static func key(_ word: String) -> String {
        word.lowercased().trimmingCharacters(in: .whitespaces)
    }

    /// Subscribes to the groups as they are emitted and records each one's events.
    private final class Groups {
        let scheduler: TestScheduler
        var observers: [String: TestableObserver<String>] = [:]
        var subscriptions: [String: Disposable] = [:]
        var outer: Disposable?

        init(scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func subscribe(to source: Observable<GroupedObservable<String, String>>) {
            outer = source.subscribe(
                onNext: { group in
                    let observer = self.scheduler.createObserver(String.self)
                    self.observers[group.key] = observer
                    self.subscriptions[group.key] = group.subscribe(observer)
                },
                onError: { _ in }
            )
        }

        func disposeAll() {
            outer?.dispose()
            for subscription in subscriptions.values {
                subscription.dispose()
            }
        }
    }

    @Test func outerCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        var keyInvoked = 0
        let res = scheduler.start {
            xs.groupBy { word -> String in
                keyInvoked += 1
                if word == "error" { throw TestError() }
                return Self.key(word)
            }
            .map { $0.key }
        }
        #expect(res.events == [.next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"), .completed(570)])
        #expect(xs.subscriptions == [Subscription(200, 570)])
        #expect(keyInvoked == 12)
    }

    @Test func outerFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .error(570, TestError())))
        let res = scheduler.start { xs.groupBy { Self.key($0) }.map { $0.key } }
        #expect(res.events == [.next(220, "foo"), .next(270, "bar"), .next(350, "baz"), .next(360, "qux"), .error(570, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 570)])
    }

    @Test func outerDisposalWithoutGroupSubscriptionsUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        var keyInvoked = 0
        let res = scheduler.start(disposed: 355) {
            xs.groupBy { word -> String in
                keyInvoked += 1
                return Self.key(word)
            }
            .map { $0.key }
        }
        #expect(res.events == [.next(220, "foo"), .next(270, "bar"), .next(350, "baz")])
        #expect(xs.subscriptions == [Subscription(200, 355)])
        #expect(keyInvoked == 5)
    }

    @Test func keySelectorErrorFailsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        let groups = Groups(scheduler: scheduler)
        var keyInvoked = 0
        scheduler.scheduleAt(200) {
            groups.subscribe(to: xs.groupBy { word -> String in
                keyInvoked += 1
                if keyInvoked == 6 { throw TestError() }
                return Self.key(word)
            })
        }
        scheduler.scheduleAt(1000) { groups.disposeAll() }
        scheduler.start()
        #expect(groups.observers.count == 3)
        #expect(groups.observers["foo"]?.events == [.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .error(360, TestError())])
        #expect(groups.observers["bar"]?.events == [.next(270, "baR  "), .error(360, TestError())])
        #expect(groups.observers["baz"]?.events == [.next(350, " Baz   "), .error(360, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 360)])
    }

    @Test func groupsReceiveTheirElementsAndComplete() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        let groups = Groups(scheduler: scheduler)
        scheduler.scheduleAt(200) { groups.subscribe(to: xs.groupBy { Self.key($0) }) }
        scheduler.scheduleAt(1000) { groups.disposeAll() }
        scheduler.start()
        #expect(groups.observers.count == 4)
        #expect(groups.observers["foo"]?.events == [
            .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "), .next(530, "    fOo    "), .completed(570),
        ])
        #expect(groups.observers["bar"]?.events == [.next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  "), .completed(570)])
        #expect(groups.observers["baz"]?.events == [.next(350, " Baz   "), .next(480, "baz  "), .next(510, " bAZ "), .completed(570)])
        #expect(groups.observers["qux"]?.events == [.next(360, "  qux "), .completed(570)])
        #expect(xs.subscriptions == [Subscription(200, 570)])
    }

    @Test func groupsFailWithTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .error(570, TestError())))
        let groups = Groups(scheduler: scheduler)
        scheduler.scheduleAt(200) { groups.subscribe(to: xs.groupBy { Self.key($0) }) }
        scheduler.scheduleAt(1000) { groups.disposeAll() }
        scheduler.start()
        #expect(groups.observers["qux"]?.events == [.next(360, "  qux "), .error(570, TestError())])
        #expect(groups.observers["bar"]?.events == [.next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  "), .error(570, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 570)])
    }

    @Test func disposingEverythingUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        let groups = Groups(scheduler: scheduler)
        scheduler.scheduleAt(200) { groups.subscribe(to: xs.groupBy { Self.key($0) }) }
        scheduler.scheduleAt(400) { groups.disposeAll() }
        scheduler.start()
        #expect(groups.observers["foo"]?.events == [.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO ")])
        #expect(groups.observers["bar"]?.events == [.next(270, "baR  "), .next(390, "   bar")])
        #expect(groups.observers["baz"]?.events == [.next(350, " Baz   ")])
        #expect(groups.observers["qux"]?.events == [.next(360, "  qux ")])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func groupsOutliveTheOuterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        let groups = Groups(scheduler: scheduler)
        let keys = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            groups.subscribe(to: xs.groupBy { Self.key($0) }.do(onNext: { keys.onNext($0.key) }))
        }
        scheduler.scheduleAt(320) { groups.outer?.dispose() }
        scheduler.scheduleAt(1000) { groups.disposeAll() }
        scheduler.start()
        // New keys after 320 reach no one; the groups already subscribed go on to completion.
        #expect(keys.events == [.next(220, "foo"), .next(270, "bar")])
        #expect(groups.observers.count == 2)
        #expect(groups.observers["foo"]?.events == [
            .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "), .next(530, "    fOo    "), .completed(570),
        ])
        #expect(groups.observers["bar"]?.events == [.next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  "), .completed(570)])
        #expect(xs.subscriptions == [Subscription(200, 570)])
    }

    @Test func lastGroupSubscriptionReleasesTheSourceAfterOuterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        let groups = Groups(scheduler: scheduler)
        scheduler.scheduleAt(200) { groups.subscribe(to: xs.groupBy { Self.key($0) }) }
        scheduler.scheduleAt(300) { groups.outer?.dispose() }
        scheduler.scheduleAt(320) { groups.subscriptions["foo"]?.dispose() }
        scheduler.scheduleAt(450) { groups.subscriptions["bar"]?.dispose() }
        scheduler.start()
        #expect(groups.observers["foo"]?.events == [.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO ")])
        #expect(groups.observers["bar"]?.events == [.next(270, "baR  "), .next(390, "   bar"), .next(420, " BAR  ")])
        #expect(groups.observers.count == 2)
        #expect(xs.subscriptions == [Subscription(200, 450)])
    }

    @Test func groupDisposalsAloneKeepTheSourceWhileTheOuterIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        let groups = Groups(scheduler: scheduler)
        scheduler.scheduleAt(200) { groups.subscribe(to: xs.groupBy { Self.key($0) }) }
        scheduler.scheduleAt(280) { groups.subscriptions["bar"]?.dispose() }
        scheduler.scheduleAt(320) { groups.subscriptions["foo"]?.dispose() }
        scheduler.scheduleAt(355) { groups.subscriptions["baz"]?.dispose() }
        scheduler.scheduleAt(400) { groups.subscriptions["qux"]?.dispose() }
        scheduler.scheduleAt(1000) { groups.disposeAll() }
        scheduler.start()
        #expect(groups.observers["foo"]?.events == [.next(220, "  foo"), .next(240, " FoO "), .next(310, "foO ")])
        #expect(groups.observers["bar"]?.events == [.next(270, "baR  ")])
        #expect(groups.observers["baz"]?.events == [.next(350, " Baz   ")])
        #expect(groups.observers["qux"]?.events == [.next(360, "  qux ")])
        #expect(xs.subscriptions == [Subscription(200, 570)])
    }

    @Test func groupSubscribedLaterGetsOnlyLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.words(ending: .completed(570)))
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        let results = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { Self.key($0) }.subscribe(onNext: { if $0.key == "bar" { group = $0 } })
        }
        scheduler.scheduleAt(400) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) {
            outer?.dispose()
            inner?.dispose()
        }
        scheduler.start()
        #expect(results.events == [.next(420, " BAR  "), .completed(570)])
        #expect(xs.subscriptions == [Subscription(200, 570)])
    }

    @Test func groupSubscribedAfterCompletionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, "  foo"), .next(240, " FoO "), .completed(570)])
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        let results = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { outer = xs.groupBy { Self.key($0) }.subscribe(onNext: { group = $0 }, onError: { _ in }) }
        scheduler.scheduleAt(600) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) {
            outer?.dispose()
            inner?.dispose()
        }
        scheduler.start()
        #expect(results.events == [.completed(600)])
        #expect(xs.subscriptions == [Subscription(200, 570)])
    }

    @Test func groupSubscribedAfterFailureFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, "  foo"), .error(570, TestError())])
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        let results = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { outer = xs.groupBy { Self.key($0) }.subscribe(onNext: { group = $0 }, onError: { _ in }) }
        scheduler.scheduleAt(600) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) {
            outer?.dispose()
            inner?.dispose()
        }
        scheduler.start()
        #expect(results.events == [.error(600, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 570)])
    }

    @Test func groupSubscribedAfterEverythingWasDisposedReceivesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, "  foo"), .next(240, " FoO "), .error(570, TestError())])
        var group: GroupedObservable<String, String>?
        var outer: Disposable?
        var inner: Disposable?
        let results = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { outer = xs.groupBy { Self.key($0) }.subscribe(onNext: { group = $0 }, onError: { _ in }) }
        scheduler.scheduleAt(400) { outer?.dispose() }
        scheduler.scheduleAt(600) { inner = group?.subscribe(results) }
        scheduler.scheduleAt(1000) { inner?.dispose() }
        scheduler.start()
        #expect(results.events == [])
        #expect(xs.subscriptions == [Subscription(200, 400)])
    }

    @Test func twoGroupsInterleaved() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .completed(600),
        ])
        let odd = scheduler.createObserver(Int.self)
        let even = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) {
            subscriptions.append(xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                subscriptions.append(group.subscribe(group.key == 1 ? odd : even))
            }))
        }
        scheduler.start()
        #expect(odd.events == [.next(205, 1), .next(240, 3), .next(320, 5), .completed(600)])
        #expect(even.events == [.next(210, 2), .next(280, 4), .next(350, 6), .completed(600)])
        #expect(xs.subscriptions == [Subscription(200, 600)])
    }
}
