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
/// a like-for-like ratio.
func virtualTimeWorkloads() -> [Workload] {
    let peerCount = 2_000
    var workloads: [Workload] = []
    for count in [100_000, peerCount] {
        workloads.append(Workload("virtual time: scheduled actions", .ripple, count: count) { count in
            let times = scrambledTimes(count)
            let tally = Tally()
            return PreparedRun(measured: {
                let scheduler = RippleTest.TestScheduler(initialClock: 0)
                for time in times {
                    scheduler.scheduleAt(time) { tally.add(1) }
                }
                scheduler.start()
            }, teardown: tally.consume)
        })
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

/// The times 1...count in a scrambled order (7919 is a prime, so it is coprime with the counts).
func scrambledTimes(_ count: Int) -> [Int] {
    (0..<count).map { ($0 &* 7919) % count + 1 }
}

/// combine-schedulers' test scheduler over Dispatch time, as `DispatchQueue.test` makes it on
/// Apple platforms.
private func makePeerScheduler() -> CombineSchedulers.TestScheduler<DispatchQueue.OCombine.SchedulerTimeType, DispatchQueue.OCombine.SchedulerOptions> {
    CombineSchedulers.TestScheduler(now: .init(DispatchTime(uptimeNanoseconds: 1)))
}
