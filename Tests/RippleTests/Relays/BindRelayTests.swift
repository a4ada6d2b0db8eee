import Ripple
import RippleTest
import Testing

@Suite struct BindRelayTests {
    @Test func bindsElementsToEveryRelayAndNeverTerminatesThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int>()
        let firstObserver = scheduler.createObserver(Int.self)
        let secondObserver = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) {
            subscriptions.append(first.subscribe(firstObserver))
            subscriptions.append(second.subscribe(secondObserver))
        }
        scheduler.scheduleAt(200) { subscriptions.append(xs.bind(to: first, second)) }
        scheduler.scheduleAt(400) { first.accept(3) }
        scheduler.start()
        #expect(firstObserver.events == [.next(210, 1), .next(220, 2), .next(400, 3)])
        #expect(secondObserver.events == [.next(210, 1), .next(220, 2)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func bindsToBehaviorAndReplayRelays() {
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 3)
        _ = Observable.of(1, 2).bind(to: behavior)
        _ = Observable.of(1, 2).bind(to: replay)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        #expect(behavior.value == 2)
        #expect(replayed == [1, 2])
    }

    @Test func bindsToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        var published: [Int?] = []
        _ = publish.subscribe(onNext: { published.append($0) })
        _ = Observable.of(1, 2).bind(to: publish)
        _ = Observable.of(5).bind(to: behavior)
        #expect(published == [1, 2])
        #expect(behavior.value == 5)
    }

    @Test func errorEndsTheBindingAndGoesToTheDefaultErrorHandler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(name: "boom")), .next(230, 2)])
        let relay = BehaviorRelay(value: 0)
        let reported = SharedLog()
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: relay) }
        scheduler.scheduleAt(300) { binding?.dispose() }
        withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) {
            scheduler.start()
        }
        #expect(relay.value == 1)
        #expect(reported.entries.filter { $0.contains("boom") } == ["Binding error: boom"])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        relay.accept(7)
        #expect(relay.value == 7)
    }

    @Test func disposingTheBindingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(400, 2)])
        let relay = BehaviorRelay(value: 0)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: relay) }
        scheduler.scheduleAt(300) { binding?.dispose() }
        scheduler.start()
        #expect(relay.value == 1)
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }
}
