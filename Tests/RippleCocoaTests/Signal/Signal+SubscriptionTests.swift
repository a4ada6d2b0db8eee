import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct SignalSubscriptionTests {
    private let scheduler = makeSharingScheduler()

    /// A signal of 1 at 210 and 2 at 220, completing at 230, built under the mock.
    private func signal() -> (Signal<Int>, TestableObservable<Int>) {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var signal: Signal<Int>?
        SharingScheduler.mock(scheduler: scheduler) { signal = xs.asSignal(onErrorJustReturn: -1) }
        return (signal ?? .never(), xs)
    }

    @Test func emitSendsEveryEventToEachObserver() {
        let (source, xs) = signal()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) {
            _ = source.emit(to: first, second)
            _ = source.emit(to: optional)
        }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(second.events == first.events)
        #expect(optional.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func disposingTheEmitStopsIt() {
        let (source, xs) = signal()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = source.emit(to: observer) }
        scheduler.scheduleAt(215) { subscription?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func emitToEveryKindOfRelay() {
        let (source, _) = signal()
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 5)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 5)
        let published = scheduler.createObserver(Int.self)
        let optionalPublished = scheduler.createObserver(Int?.self)
        _ = publish.subscribe(published)
        _ = optionalPublish.subscribe(optionalPublished)
        scheduler.scheduleAt(200) {
            _ = source.emit(to: behavior)
            _ = source.emit(to: optionalBehavior)
            _ = source.emit(to: publish)
            _ = source.emit(to: optionalPublish)
            _ = source.emit(to: replay)
            _ = source.emit(to: optionalReplay)
        }
        scheduler.start()
        let replayed = scheduler.createObserver(Int.self)
        let optionalReplayed = scheduler.createObserver(Int?.self)
        _ = replay.subscribe(replayed)
        _ = optionalReplay.subscribe(optionalReplayed)
        #expect(behavior.value == 2)
        #expect(optionalBehavior.value == 2)
        #expect(published.events == [.next(210, 1), .next(220, 2)])
        #expect(optionalPublished.events == [.next(210, 1), .next(220, 2)])
        #expect(replayed.events.map(\.value) == [.next(1), .next(2)])
        #expect(optionalReplayed.events.map(\.value) == [.next(1), .next(2)])
    }

    @Test func emitWithAnObjectHeldWeakly() {
        final class Screen {}
        let (source, _) = signal()
        let screen = Screen()
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = source.emit(
                with: screen,
                onNext: { object, element in log.append("next \(element) \(object === screen)") },
                onCompleted: { _ in log.append("completed") },
                onDisposed: { _ in log.append("disposed") }
            )
        }
        scheduler.start()
        #expect(log == ["next 1 true", "next 2 true", "completed", "disposed"])
    }

    @Test func emitWithClosures() {
        let (source, _) = signal()
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = source.emit(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        }
        scheduler.start()
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func emitWithoutArgumentsSubscribes() {
        let (source, xs) = signal()
        var seen: [Int] = []
        let tapped = source.do(onNext: { seen.append($0) })
        scheduler.scheduleAt(200) { _ = tapped.emit() }
        scheduler.start()
        #expect(seen == [1, 2])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }
}
