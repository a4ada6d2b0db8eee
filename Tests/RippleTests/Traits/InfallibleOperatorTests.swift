import Ripple
import RippleTest
import Testing

@Suite struct InfallibleOperatorTests {
    private static func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 3), .completed(300)])
    }

    @Test func transforming() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .map { $0 * 10 }
                .compactMap { $0 == 20 ? nil : $0 }
                .scan(0, accumulator: +)
                .startWith(-1)
        }
        #expect(res.events == [.next(200, -1), .next(210, 10), .next(220, 20), .next(240, 50), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 300)])
    }

    @Test func scanInto() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).scan(into: [Int]()) { $0.append($1) }.map(\.count) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    }

    @Test func filtering() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler)
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0)
                .distinctUntilChanged()
                .filter { $0 > 1 }
        }
        #expect(res.events == [.next(230, 2), .next(240, 3), .completed(300)])
    }

    @Test func distinctUntilChangedVariants() {
        struct Item: Equatable {
            let group: Int
        }
        var byKey: [Int] = []
        var byComparer: [Int] = []
        var byKeyAndComparer: [Int] = []
        var byKeyPath: [Int] = []
        let values = Infallible.of(1, 3, 2, 4, 5)
        _ = values.distinctUntilChanged { $0 % 2 }.subscribe(onNext: { byKey.append($0) })
        _ = values.distinctUntilChanged { $0 % 2 == $1 % 2 }.subscribe(onNext: { byComparer.append($0) })
        _ = values.distinctUntilChanged({ $0 % 2 }, comparer: ==).subscribe(onNext: { byKeyAndComparer.append($0) })
        _ = values.map { Item(group: $0 % 2) }.distinctUntilChanged(at: \.group).map(\.group).subscribe(onNext: { byKeyPath.append($0) })
        #expect(byKey == [1, 2, 5])
        #expect(byComparer == [1, 2, 5])
        #expect(byKeyAndComparer == [1, 2, 5])
        #expect(byKeyPath == [1, 0, 1])
    }

    @Test func taking() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(2) }
        #expect(res.events == [.next(210, 1), .next(220, 1), .completed(220)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func takingWhileAndUntil() {
        var whileValues: [Int] = []
        var untilValues: [Int] = []
        var inclusive: [Int] = []
        let values = Infallible.of(1, 2, 3, 4)
        _ = values.take(while: { $0 < 3 }).subscribe(onNext: { whileValues.append($0) })
        _ = values.take(until: { $0 == 3 }).subscribe(onNext: { untilValues.append($0) })
        _ = values.take(until: { $0 == 3 }, behavior: .inclusive).subscribe(onNext: { inclusive.append($0) })
        #expect(whileValues == [1, 2])
        #expect(untilValues == [1, 2])
        #expect(inclusive == [1, 2, 3])
    }

    @Test func negativeTakeCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler)
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).take(-1) }
        #expect(res.events == [.completed(200)])
        #expect(xs.subscriptions == [])
    }

    @Test func takeAndSkipUntilAnotherInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = Self.source(scheduler)
        let trigger = scheduler.createHotObservable([.next(225, ())])
        let taken = scheduler.createObserver(Int.self)
        let skipped = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            let source = xs.asInfallible(onErrorJustReturn: 0)
            let other = trigger.asInfallible(onErrorJustReturn: ())
            _ = source.take(until: other).asObservable().subscribe(taken)
            _ = source.skip(until: other).asObservable().subscribe(skipped)
        }
        scheduler.start()
        #expect(taken.events == [.next(210, 1), .next(220, 1), .completed(225)])
        #expect(skipped.events == [.next(230, 2), .next(240, 3), .completed(300)])
        #expect(xs.subscriptions == [Subscription(200, 225), Subscription(200, 300)])
        #expect(trigger.subscriptions == [Subscription(200, 225), Subscription(200, 225)])
    }

    @Test func skippingWhile() {
        var values: [Int] = []
        _ = Infallible.of(1, 2, 3, 1).skip(while: { $0 < 3 }).subscribe(onNext: { values.append($0) })
        #expect(values == [3, 1])
    }

    @Test func concatenating() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: 0).concat(ys.asInfallible(onErrorJustReturn: 0))
        }
        #expect(res.events == [.next(210, 1), .next(225, 2), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 220)])
        #expect(ys.subscriptions == [Subscription(220, 230)])
        var all: [Int] = []
        _ = Infallible.concat(Infallible.just(1), Infallible.just(2)).subscribe(onNext: { all.append($0) })
        _ = Infallible.concat([Infallible.just(3), Infallible.just(4)]).subscribe(onNext: { all.append($0) })
        #expect(all == [1, 2, 3, 4])
    }

    @Test func sideEffects() {
        var log: [String] = []
        _ = Infallible.of(1)
            .do(
                onNext: { log.append("next \($0)") },
                afterNext: { log.append("after next \($0)") },
                onCompleted: { log.append("completed") },
                afterCompleted: { log.append("after completed") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
            .subscribe()
        // `of` emits on the current-thread trampoline, once the subscription is in place.
        #expect(log == ["subscribe", "subscribed", "next 1", "after next 1", "completed", "after completed", "dispose"])
    }

    @Test func withUnretained() {
        final class Owner {}
        let owner = Owner()
        var pairs: [Int] = []
        var results: [String] = []
        _ = Infallible.of(1, 2).withUnretained(owner).subscribe(onNext: { pairs.append($0.1) })
        _ = Infallible.of(1).withUnretained(owner) { object, value in "\(object === owner) \(value)" }.subscribe(onNext: { results.append($0) })
        #expect(pairs == [1, 2])
        #expect(results == ["true 1"])
    }

    @Test func bindingToObserversAndRelays() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        let optionalObserver = scheduler.createObserver(Int?.self)
        let relay = BehaviorRelay(value: 0)
        let optionalRelay = BehaviorRelay<Int?>(value: nil)
        var seen: [Int] = []
        let values = Infallible.of(1, 2)
        _ = values.bind(to: observer)
        _ = values.bind(to: optionalObserver)
        _ = values.bind(to: relay)
        _ = values.bind(to: optionalRelay)
        _ = values.bind(onNext: { seen.append($0) })
        #expect(observer.events == [.next(0, 1), .next(0, 2), .completed(0)])
        #expect(optionalObserver.events == [.next(0, 1), .next(0, 2), .completed(0)])
        #expect(relay.value == 2)
        #expect(optionalRelay.value == 2)
        #expect(seen == [1, 2])
    }

    @Test func debugForwards() {
        var values: [Int] = []
        _ = Infallible.of(1, 2).debug("infallible").subscribe(onNext: { values.append($0) })
        #expect(values == [1, 2])
    }
}
