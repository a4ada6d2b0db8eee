import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// `TestScheduler.virtualizing`: the real schedulers on virtual time inside the scope, and
/// untouched outside it.
@Suite(.tags(.threads)) struct VirtualizingTests {
    /// The times at which actions scheduled on `scheduler` run, in virtual time: one at once, one
    /// after 5 seconds, and a periodic one every 10 seconds from 2 seconds on, stopped at 30.
    private func scheduledTimes(on real: some SchedulerType, _ scheduler: TestScheduler) -> [TestTime] {
        let log = Locked<[TestTime]>([])
        _ = real.schedule(()) { _ in
            log.append(scheduler.clock)
            return Disposables.create()
        }
        _ = real.scheduleRelative((), dueTime: .seconds(5)) { _ in
            log.append(scheduler.clock)
            return Disposables.create()
        }
        let periodic = real.schedulePeriodic(0, startAfter: .seconds(2), period: .seconds(10)) { count in
            log.append(scheduler.clock)
            return count + 1
        }
        scheduler.scheduleAt(30) { periodic.dispose() }
        scheduler.start()
        return log.value.sorted()
    }

    @Test func everyRealSchedulerRunsOnTheScopesVirtualTime() {
        let schedulers: [(String, any SchedulerType)] = [
            ("MainScheduler.instance", MainScheduler.instance),
            ("MainScheduler.asyncInstance", MainScheduler.asyncInstance),
            ("a new MainScheduler", MainScheduler()),
            ("ConcurrentMainScheduler.instance", ConcurrentMainScheduler.instance),
            ("a serial dispatch queue scheduler", SerialDispatchQueueScheduler(internalSerialQueueName: "virtualizing.serial")),
            ("a concurrent dispatch queue scheduler", ConcurrentDispatchQueueScheduler(qos: .utility)),
        ]
        for (name, real) in schedulers {
            let scheduler = TestScheduler(initialClock: 0)
            let times = scheduler.virtualizing { scheduledTimes(on: real, scheduler) }
            // At once is one tick later (processing delay), as on a test scheduler.
            #expect(times == [1, 2, 5, 12, 22], "\(name)")
        }
    }

    @Test func anOperationQueueSchedulersWorkRunsOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let real = OperationQueueScheduler(operationQueue: OperationQueue())
        let observer = scheduler.virtualizing {
            scheduler.createObserver(Int.self)
        }
        scheduler.virtualizing {
            scheduler.scheduleAt(10) {
                _ = real.schedule(7) { value in
                    observer.onNext(value)
                    return Disposables.create()
                }
            }
            scheduler.start()
        }
        #expect(observer.events == [.next(11, 7)])
    }

    @Test func theRealSchedulersNowIsTheVirtualClock() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.5)
        scheduler.virtualizing {
            scheduler.advanceTo(40)
            #expect(MainScheduler.instance.now == Date(timeIntervalSince1970: 20))
            #expect(ConcurrentMainScheduler.instance.now == Date(timeIntervalSince1970: 20))
            #expect(ConcurrentDispatchQueueScheduler(qos: .default).now == Date(timeIntervalSince1970: 20))
        }
    }

    @Test func aDebounceOnTheMainSchedulerUsesTheResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        scheduler.virtualizing {
            let query = scheduler.createHotObservable("-s-w-----i", values: ["s": "s", "w": "sw", "i": "swi"])
            let debounced = scheduler.record(query.debounce(.milliseconds(300), scheduler: MainScheduler.instance))
            scheduler.start()
            assertMarbles(debounced, "------w-----i", values: ["w": "sw", "i": "swi"])
        }
    }

    @Test func theInnermostScopeWins() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 100)
        outer.virtualizing {
            inner.virtualizing {
                _ = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(3)) { _ in Disposables.create() }
            }
            _ = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(3)) { _ in Disposables.create() }
        }
        #expect(inner.pendingCount == 1)
        #expect(outer.pendingCount == 1)
    }

    @Test func disposingVirtualizedWorkCancelsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let ran = Locked(false)
        scheduler.virtualizing {
            let work = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(5)) { _ in
                ran.value = true
                return Disposables.create()
            }
            scheduler.scheduleAt(3) { work.dispose() }
            scheduler.start()
        }
        #expect(ran.value == false)
    }
}
