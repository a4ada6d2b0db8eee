import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct DriverSubscriptionTests {
    private let scheduler = makeSharingScheduler()

    /// A driver of 1 at 210 and 2 at 220, completing at 230, built under the mock.
    private func driver() -> (Driver<Int>, TestableObservable<Int>) {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) { driver = xs.asDriver(onErrorJustReturn: -1) }
        return (driver ?? .never(), xs)
    }

    @Test func driveSendsEveryEventToEachObserver() {
        let (source, xs) = driver()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = source.drive(first, second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(second.events == first.events)
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func driveWrapsElementsForOptionalObservers() {
        let (source, _) = driver()
        let first = scheduler.createObserver(Int?.self)
        let second = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) { _ = source.drive(first, second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .completed(230)])
        #expect(second.events == first.events)
    }

    @Test func disposingTheDriveStopsIt() {
        let (source, xs) = driver()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = source.drive(observer) }
        scheduler.scheduleAt(215) { subscription?.dispose() }
        scheduler.start()
        #expect(observer.events == [.next(210, 1)])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }

    @Test func driveSetsBehaviorRelays() {
        let (source, _) = driver()
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        scheduler.scheduleAt(200) {
            _ = source.drive(first, second)
            _ = source.drive(optional)
        }
        scheduler.scheduleAt(215) {
            #expect(first.value == 1)
            #expect(optional.value == 1)
        }
        scheduler.start()
        #expect(first.value == 2)
        #expect(second.value == 2)
        #expect(optional.value == 2)
    }

    @Test func driveSendsToReplayRelays() {
        let (source, _) = driver()
        let relay = ReplayRelay<Int>.create(bufferSize: 5)
        let optional = ReplayRelay<Int?>.create(bufferSize: 5)
        scheduler.scheduleAt(200) {
            _ = source.drive(relay)
            _ = source.drive(optional)
        }
        scheduler.start()
        let replayed = scheduler.createObserver(Int.self)
        let replayedOptional = scheduler.createObserver(Int?.self)
        _ = relay.subscribe(replayed)
        _ = optional.subscribe(replayedOptional)
        #expect(replayed.events.map(\.value) == [.next(1), .next(2)])
        #expect(replayedOptional.events.map(\.value) == [.next(1), .next(2)])
    }

    @Test func driveWithATransformationOrACurriedFunction() {
        let (source, _) = driver()
        let observer = scheduler.createObserver(Int.self)
        let subscribe: (Observable<Int>) -> Disposable = { $0.subscribe(observer) }
        let curried: (Observable<Int>) -> (Int) -> Disposable = { observable in
            { factor in observable.map { $0 * factor }.subscribe(observer) }
        }
        scheduler.scheduleAt(200) {
            _ = source.drive(subscribe)
            _ = source.drive(curried, curriedArgument: 10)
        }
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230), .completed(230)])
    }

    @Test func driveWithAnObjectHeldWeakly() {
        final class Screen {
            var shown: [Int] = []
        }
        let (source, _) = driver()
        var screen: Screen? = Screen()
        weak let watched = screen
        var completed = 0
        var disposed = 0
        var shown: [Int] = []
        scheduler.scheduleAt(200) {
            _ = source.drive(
                with: screen ?? Screen(),
                onNext: { screen, element in
                    screen.shown.append(element)
                    shown = screen.shown
                },
                onCompleted: { _ in completed += 1 },
                onDisposed: { _ in disposed += 1 }
            )
        }
        scheduler.scheduleAt(215) { screen = nil }
        scheduler.start()
        #expect(watched == nil)
        #expect(shown == [1])
        #expect(completed == 0)
        #expect(disposed == 0)
    }

    @Test func driveWithClosures() {
        let (source, _) = driver()
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = source.drive(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        scheduler.start()
        #expect(log == ["next 1", "next 2", "completed", "disposed"])
    }

    @Test func driveWithoutArgumentsSubscribes() {
        let (source, xs) = driver()
        var seen: [Int] = []
        let tapped = source.do(onNext: { seen.append($0) })
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = tapped.drive() }
        scheduler.scheduleAt(215) { subscription?.dispose() }
        scheduler.start()
        #expect(seen == [1])
        #expect(xs.subscriptions == [Subscription(200, 215)])
    }
}
