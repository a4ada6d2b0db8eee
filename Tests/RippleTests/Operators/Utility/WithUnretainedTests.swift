import Ripple
import RippleTest
import Testing

@Suite struct WithUnretainedTests {
    private final class Owner {
        let name: String

        init(name: String) {
            self.name = name
        }
    }

    @Test func pairsEachElementWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "a")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.name)\($0.1)" } }
        #expect(res.events == [.next(210, "a1"), .next(220, "a2"), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func resultSelectorReceivesTheObjectAndTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "b")
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.withUnretained(owner) { object, value in "\(object.name)-\(value)" } }
        #expect(res.events == [.next(210, "b-1"), .completed(300)])
    }

    @Test func completesWhenTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(name: "c")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        scheduler.scheduleAt(220) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!).map { $0.1 } }
        #expect(owner == nil)
        #expect(res.events == [.next(210, 1), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func doesNotRetainTheObject() {
        var owner: Owner? = Owner(name: "d")
        weak let weakOwner = owner
        let subject = PublishSubject<Int>()
        var values: [String] = []
        let subscription = subject.withUnretained(owner!).subscribe(onNext: { values.append("\($0.0.name)\($0.1)") })
        subject.onNext(1)
        owner = nil
        #expect(weakOwner == nil)
        subject.onNext(2)
        #expect(values == ["d1"])
        #expect(!subject.hasObservers)
        subscription.dispose()
    }

    @Test func forwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "e")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let res = scheduler.start { xs.withUnretained(owner).map { $0.1 } }
        #expect(res.events == [.next(210, 1), .error(220, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "f")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let res = scheduler.start(disposed: 300) { xs.withUnretained(owner).map { $0.1 } }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func resultSelectorTakesTwoArgumentsSoFunctionReferencesTypeCheck() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "g")
        func describe(_ owner: Owner, _ value: Int) -> String { "\(owner.name):\(value)" }
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.withUnretained(owner, resultSelector: describe) }
        #expect(res.events == [.next(210, "g:1"), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }
}
