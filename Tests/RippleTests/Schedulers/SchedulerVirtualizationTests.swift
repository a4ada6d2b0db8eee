import Foundation
import Ripple
import Testing
import TestSupport

/// The hook through which the real schedulers hand their work to a scope of virtual time.
@Suite(.tags(.threads)) struct SchedulerVirtualizationTests {
    /// Records the calls it receives and runs nothing.
    private final class RecordingRedirect: VirtualTimeRedirect, @unchecked Sendable {
        // @unchecked Sendable: `calls` is guarded by `lock`.
        private let lock = NSLock()
        private var calls: [String] = []

        var received: [String] {
            lock.withLock { calls }
        }

        private func record(_ call: String, _ scheduler: AnyObject) {
            lock.withLock { calls.append("\(call) for \(type(of: scheduler))") }
        }

        var now: RxTime {
            Date(timeIntervalSince1970: 42)
        }

        func schedule<StateType: Sendable>(_ state: StateType, for scheduler: AnyObject, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
            record("schedule", scheduler)
            return Disposables.create()
        }

        func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, for scheduler: AnyObject, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
            record("scheduleRelative \(dueTime)", scheduler)
            return Disposables.create()
        }

        func schedulePeriodic<StateType: Sendable>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, for scheduler: AnyObject, action: @escaping @Sendable (StateType) -> StateType) -> Disposable {
            record("schedulePeriodic \(startAfter) \(period)", scheduler)
            return Disposables.create()
        }
    }

    @Test func outsideAnyScopeThereIsNoRedirect() {
        #expect(SchedulerVirtualization.redirect == nil)
    }

    @Test func insideAScopeEveryRealSchedulerHandsItsWorkOver() {
        let redirect = RecordingRedirect()
        let ran = Locked(false)
        let mark: @Sendable (()) -> Disposable = { _ in
            ran.value = true
            return Disposables.create()
        }
        SchedulerVirtualization.withRedirect(redirect) {
            let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "virtualization.serial")
            let concurrent = ConcurrentDispatchQueueScheduler(qos: .default)
            _ = MainScheduler.instance.schedule((), action: mark)
            _ = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(1), action: mark)
            _ = ConcurrentMainScheduler.instance.schedule((), action: mark)
            _ = serial.schedulePeriodic((), startAfter: .seconds(2), period: .seconds(3)) { $0 }
            _ = concurrent.schedule((), action: mark)
            _ = OperationQueueScheduler(operationQueue: OperationQueue()).schedule((), action: mark)
            #expect(serial.now == Date(timeIntervalSince1970: 42))
            #expect(concurrent.now == Date(timeIntervalSince1970: 42))
        }
        #expect(redirect.received == [
            "schedule for MainScheduler",
            "scheduleRelative seconds(1) for MainScheduler",
            "schedule for ConcurrentMainScheduler",
            "schedulePeriodic seconds(2) seconds(3) for SerialDispatchQueueScheduler",
            "schedule for ConcurrentDispatchQueueScheduler",
            "schedule for OperationQueueScheduler",
        ])
        #expect(ran.value == false)
        #expect(SchedulerVirtualization.redirect == nil)
    }

    @Test func aTaskThatOutlivedItsScopeStillSeesItWhenNoScopeIsOpen() async {
        // In a process of its own, where no other test opens a scope meanwhile: once the scope
        // has ended, none is open anywhere, and the task created in it must still reach its
        // redirect (which refuses the work) rather than schedule for real.
        await #expect(processExitsWith: .success) {
            let redirect = RecordingRedirect()
            let (go, goAhead) = AsyncStream<Void>.makeStream()
            let task = SchedulerVirtualization.withRedirect(redirect) {
                Task {
                    for await _ in go { break }
                    _ = MainScheduler.instance.schedule(()) { _ in Disposables.create() }
                }
            }
            goAhead.yield()
            await task.value
            precondition(redirect.received == ["schedule for MainScheduler"], "the task's work went to \(redirect.received)")
        }
    }

    @Test func scopesNestAndTheInnermostWins() async {
        let outer = RecordingRedirect()
        let inner = RecordingRedirect()
        await SchedulerVirtualization.withRedirect(outer) {
            await SchedulerVirtualization.withRedirect(inner) {
                await Task.yield()
                _ = MainScheduler.asyncInstance.schedule(()) { _ in Disposables.create() }
            }
            _ = MainScheduler.asyncInstance.schedule(()) { _ in Disposables.create() }
        }
        #expect(inner.received == ["schedule for SerialDispatchQueueScheduler"])
        #expect(outer.received == ["schedule for SerialDispatchQueueScheduler"])
    }
}
