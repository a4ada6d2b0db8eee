import CombineSchedulers
import Dispatch
import OpenCombine
import OpenCombineDispatch
import Ripple
import RippleTest

/// Virtual time: scheduled actions, and hot events through an operator chain, on Ripple's
/// `TestScheduler` at 100,000 and on combine-schedulers' `TestScheduler` at a size it can finish
/// in about a second (it sorts its whole queue before every step, so a run costs the square of
/// its size: 10,000 actions take it about 25 seconds). Ripple also runs at the peer's size, for
/// a like-for-like ratio, and scheduled actions at 10,000, to show how the cost of an action
/// grows with the queue; work scheduled with a disposable (as operators schedule it)
/// runs at 10,000 and 100,000. The typical RxTest-style test runs 1,000 times.
func virtualTimeWorkloads() -> [Workload] {
    let peerCount = 2_000
    var workloads: [Workload] = [typicalTestWorkload()]
    workloads.append(Workload("virtual time: scheduled actions", .ripple, count: 10_000, prepare: scheduledActions))
    for count in [10_000, 100_000] {
        workloads.append(Workload("virtual time: scheduled disposable work", .ripple, count: count, prepare: scheduledDisposableWork))
    }
    for count in [100_000, peerCount] {
        workloads.append(Workload("virtual time: scheduled actions", .ripple, count: count, prepare: scheduledActions))
        workloads.append(Workload("virtual time: hot events through map/filter", .ripple, count: count) { count in
            let events = (1...count).map { Recorded.next(200 + $0, $0) }
            let tally = Tally()
            return PreparedRun(measured: {
                let scheduler = RippleTest.TestScheduler(initialClock: 0)
                let source = scheduler.createHotObservable(events)
                let observer = scheduler.start(created: 100, subscribed: 200, disposed: 300 + count) {
                    source.map { $0 &* 2 }.filter { $0 % 3 != 0 }
                }
                tally.add(observer.events.count)
            }, teardown: tally.consume)
        })
    }
    workloads.append(Workload("virtual time: scheduled actions", .combineSchedulers, count: peerCount) { count in
        let times = scrambledTimes(count)
        let tally = Tally()
        return PreparedRun(measured: {
            let scheduler = makePeerScheduler()
            for time in times {
                scheduler.schedule(after: scheduler.now.advanced(by: .nanoseconds(time))) { tally.add(1) }
            }
            scheduler.run()
        }, teardown: tally.consume)
    })
    workloads.append(Workload("virtual time: hot events through map/filter", .combineSchedulers, count: peerCount) { count in
        let tally = Tally()
        return PreparedRun(measured: {
            let scheduler = makePeerScheduler()
            let subject = PassthroughSubject<Int, Never>()
            var recorded: [(time: DispatchQueue.OCombine.SchedulerTimeType, value: Int)] = []
            let cancellable = subject.map { $0 &* 2 }.filter { $0 % 3 != 0 }
                .sink { recorded.append((scheduler.now, $0)) }
            for element in 1...count {
                scheduler.schedule(after: scheduler.now.advanced(by: .nanoseconds(200 + element))) {
                    subject.send(element)
                }
            }
            scheduler.run()
            cancellable.cancel()
            tally.add(recorded.count)
        }, teardown: tally.consume)
    })
    return workloads
}

/// `count` actions scheduled at scrambled times on a new `TestScheduler`, then run by `start()`.
private func scheduledActions(_ count: Int) -> PreparedRun {
    let times = scrambledTimes(count)
    let tally = Tally()
    return PreparedRun(measured: {
        let scheduler = RippleTest.TestScheduler(initialClock: 0)
        for time in times {
            scheduler.scheduleAt(time) { tally.add(1) }
        }
        scheduler.start()
    }, teardown: tally.consume)
}

/// `count` pieces of work scheduled at scrambled times through the scheduler API that returns a
/// disposable (the path operators' timers take; `scheduleAt` queues its action without one), then
/// run by `start()`.
private func scheduledDisposableWork(_ count: Int) -> PreparedRun {
    let times = scrambledTimes(count)
    let tally = Tally()
    return PreparedRun(measured: {
        let scheduler = RippleTest.TestScheduler(initialClock: 0)
        for time in times {
            _ = scheduler.scheduleAbsoluteVirtual(tally, time: time) { tally in
                tally.add(1)
                return Disposables.create()
            }
        }
        scheduler.start()
    }, teardown: tally.consume)
}

/// The typical RxTest-style test, `count` times: a scheduler, a hot observable with 20 events,
/// `map`, `filter` and `debounce`, `start()`, and the recorded events and subscriptions compared
/// with the expected ones, everything (the event arrays included) made inside the test as a test
/// makes it. Stops with a message if a run's expectations do not hold.
private func typicalTestWorkload() -> Workload {
    Workload("virtual time: typical test", .ripple, count: 1_000) { count in
        let passed = Tally()
        return PreparedRun(measured: {
            for _ in 0..<count {
                let scheduler = RippleTest.TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([
                    .next(150, 0), .next(210, 1), .next(220, 2), .next(223, 3), .next(226, 4),
                    .next(240, 5), .next(260, 6), .next(263, 7), .next(280, 8), .next(300, 9),
                    .next(302, 10), .next(304, 11), .next(306, 12), .next(330, 13), .next(350, 14),
                    .next(370, 15), .next(373, 16), .next(390, 17), .next(420, 18), .next(450, 19),
                    .completed(500),
                ])
                let res = scheduler.start {
                    xs.map { $0 * 10 }.filter { $0 % 3 != 0 }.debounce(.seconds(5), scheduler: scheduler)
                }
                let expected: [Recorded<Event<Int>>] = [
                    .next(215, 10), .next(225, 20), .next(231, 40), .next(245, 50), .next(268, 70),
                    .next(285, 80), .next(309, 110), .next(335, 130), .next(355, 140), .next(378, 160),
                    .next(395, 170), .next(455, 190), .completed(500),
                ]
                if res.events == expected && xs.subscriptions == [Subscription(200, 500)] {
                    passed.add(1)
                }
            }
        }, teardown: {
            precondition(passed.value == count, "the typical test failed \(count - passed.value) of \(count) times")
        })
    }
}

/// The times 1...count in a scrambled order (7919 is a prime, so it is coprime with the counts).
func scrambledTimes(_ count: Int) -> [Int] {
    (0..<count).map { ($0 &* 7919) % count + 1 }
}

/// combine-schedulers' test scheduler over Dispatch time, as `DispatchQueue.test` makes it on
/// Apple platforms.
private func makePeerScheduler() -> CombineSchedulers.TestScheduler<DispatchQueue.OCombine.SchedulerTimeType, DispatchQueue.OCombine.SchedulerOptions> {
    CombineSchedulers.TestScheduler(now: .init(DispatchTime(uptimeNanoseconds: 1)))
}
