import Foundation
import Ripple
import RippleTest
import Testing

@Suite struct RefCountTests {
    @Test func connectsOnTheFirstSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        let res = scheduler.start { xs.publish().refCount() }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func sharesOneSubscriptionAndDisconnectsWhenTheLastObserverLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7),
            .next(280, 8), .next(290, 9), .completed(300),
        ])
        let res = xs.publish().refCount()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        let o4 = scheduler.createObserver(Int.self)
        var d1: Disposable?
        var d2: Disposable?
        var d3: Disposable?
        var d4: Disposable?
        scheduler.scheduleAt(215) { d1 = res.subscribe(o1) }
        scheduler.scheduleAt(235) { d1?.dispose() }
        scheduler.scheduleAt(225) { d2 = res.subscribe(o2) }
        scheduler.scheduleAt(275) { d2?.dispose() }
        scheduler.scheduleAt(255) { d3 = res.subscribe(o3) }
        scheduler.scheduleAt(265) { d3?.dispose() }
        scheduler.scheduleAt(285) { d4 = res.subscribe(o4) }
        scheduler.scheduleAt(320) { d4?.dispose() }
        scheduler.start()
        #expect(o1.events == [.next(220, 2), .next(230, 3)])
        #expect(o2.events == [.next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .next(270, 7)])
        #expect(o3.events == [.next(260, 6)])
        #expect(o4.events == [.next(290, 9), .completed(300)])
        #expect(xs.subscriptions == [Subscription(215, 275), Subscription(285, 300)])
    }

    @Test(arguments: [Event<Int>.completed, .error(TestError())])
    func terminatedSubjectIsNotConnected(terminal: Event<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let subject = PublishSubject<Int>()
        subject.on(terminal)
        let res = scheduler.start { xs.multicast(subject).refCount() }
        #expect(res.events == [Recorded(time: 200, value: terminal)])
        #expect(xs.subscriptions == [])
    }

    @Test func sourceErrorReachesEverySubscriber() {
        var errors: [TestError] = []
        let shared = Observable<Int>.error(TestError()).publish().refCount()
        _ = shared.subscribe(onError: { errors.append($0 as! TestError) })
        _ = shared.subscribe(onError: { errors.append($0 as! TestError) })
        #expect(errors == [TestError(), TestError()])
    }

    @Test func connectsAgainAfterTheCountDropsToZero() {
        var connections = 0
        let disconnections = Locked(0)
        let source = Observable<Int>.create { _ in
            connections += 1
            return Disposables.create { disconnections.withValue { $0 += 1 } }
        }
        let shared = source.publish().refCount()
        let first = shared.subscribe()
        let second = shared.subscribe()
        #expect(connections == 1)
        first.dispose()
        #expect(disconnections.value == 0)
        second.dispose()
        #expect(disconnections.value == 1)
        let third = shared.subscribe()
        #expect(connections == 2)
        third.dispose()
        #expect(disconnections.value == 2)
    }

    @Test(arguments: [false, true])
    func resubscribingFromATerminalEventStartsANewConnection(withError: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let end1: Recorded<Event<Int>> = withError ? .error(20, TestError(name: "1")) : .completed(20)
        let end2: Recorded<Event<Int>> = withError ? .error(30, TestError(name: "2")) : .completed(30)
        let end3: Recorded<Event<Int>> = withError ? .error(40, TestError(name: "3")) : .completed(40)
        let xs1 = scheduler.createColdObservable([.next(10, 1), end1])
        let xs2 = scheduler.createColdObservable([.next(10, 2), end2])
        let xs3 = scheduler.createColdObservable([.next(10, 3), end3])
        var attempts = 0
        let xs = Observable<Int>.create { observer in
            defer { attempts += 1 }
            return [xs1, xs2, xs3][min(attempts, 2)].subscribe(observer)
        }
        let res = xs.multicast { PublishSubject() }.refCount()
        let o1 = scheduler.createObserver(Int.self)
        let o2 = scheduler.createObserver(Int.self)
        let o3 = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(215) {
            _ = res.subscribe { event in
                o1.on(event)
                if event.isStopEvent { _ = res.subscribe(o1) }
            }
        }
        scheduler.scheduleAt(220) {
            _ = res.subscribe { event in
                o2.on(event)
                if event.isStopEvent { _ = res.subscribe(o2) }
            }
        }
        scheduler.scheduleAt(400) { _ = res.subscribe(o3) }
        scheduler.start()
        let shifted = { (recorded: Recorded<Event<Int>>, offset: TestTime) in Recorded(time: recorded.time + offset, value: recorded.value) }
        #expect(o1.events == [.next(225, 1), shifted(end1, 215), .next(245, 2), shifted(end2, 235)])
        #expect(o2.events == [.next(225, 1), shifted(end1, 215), .next(245, 2), shifted(end2, 235)])
        #expect(o3.events == [.next(410, 3), shifted(end3, 400)])
        #expect(xs1.subscriptions == [Subscription(215, 235)])
        #expect(xs2.subscriptions == [Subscription(235, 265)])
        #expect(xs3.subscriptions == [Subscription(400, 440)])
    }

    @Test func disposalInTheMiddleDisconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { xs.publish().refCount() }
        #expect(res.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func synchronousSourceIsReconnectedForTheNextSubscriber() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onNext(subscriptions)
            observer.onCompleted()
            return Disposables.create()
        }
        let shared = source.publish().refCount()
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        _ = shared.subscribe { first.append($0) }
        _ = shared.subscribe { second.append($0) }
        #expect(first == [.next(1), .completed])
        #expect(second == [.next(2), .completed])
        #expect(subscriptions == 2)
    }
}
