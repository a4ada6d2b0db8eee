import Foundation
import XCTest
import Ripple
import TestSupport

/// RxSwift's main-scheduler scenarios, written as an RxSwift user writes them. XCTest runs its
/// tests on the main thread, and these tests run the main run loop themselves, which drains the
/// main queue. Swift 6 requires the log the actions share to be `Sendable`.
final class SchedulersCompatibilityTests: XCTestCase {
    func runRunLoop(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !condition() && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
    }

    func testMainScheduler_basicScenario() {
        let messages = Locked<[Int]>([])
        _ = MainScheduler.instance.schedule(()) { _ in
            messages.append(1)
            _ = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                _ = MainScheduler.instance.schedule(()) { _ in
                    messages.append(5)
                    return Disposables.create()
                }
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }

        XCTAssertEqual(messages.value, [1, 2])

        runRunLoop { messages.value.count == 5 }

        XCTAssertEqual(messages.value, [1, 2, 3, 4, 5])
    }

    func testMainScheduler_disposing() {
        let messages = Locked<[Int]>([])
        _ = MainScheduler.instance.schedule(()) { _ in
            messages.append(1)
            let disposable = MainScheduler.instance.schedule(()) { _ in
                messages.append(3)
                return Disposables.create()
            }
            disposable.dispose()
            _ = MainScheduler.instance.schedule(()) { _ in
                messages.append(4)
                return Disposables.create()
            }
            messages.append(2)
            return disposable
        }

        runRunLoop { messages.value.count == 3 }

        XCTAssertEqual(messages.value, [1, 2, 4])
    }
}

/// RxSwift's concurrent-main-scheduler behaviour, on the main thread (XCTest's), which runs the
/// main run loop to drain the main queue.
final class ConcurrentMainSchedulerCompatibilityTests: XCTestCase {
    func runRunLoop(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(10)
        while !condition() && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.01))
        }
    }

    func testConcurrentMainScheduler_runsInlineOnTheMainThread() {
        let messages = Locked<[Int]>([])
        _ = MainScheduler.instance.schedule(()) { _ in
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                messages.append(1)
                return Disposables.create()
            }
            messages.append(2)
            return Disposables.create()
        }
        runRunLoop { messages.value.count == 2 }
        // Nested in main-thread work, MainScheduler would queue the action after this one.
        XCTAssertEqual(messages.value, [1, 2])
    }

    func testConcurrentMainScheduler_dispatchesFromABackgroundThreadToTheMainThread() {
        let ranOnMain = Locked<Bool?>(nil)
        DispatchQueue.dedicated().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ranOnMain.value = Thread.isMainThread
                return Disposables.create()
            }
        }
        runRunLoop { ranOnMain.value != nil }
        XCTAssertEqual(ranOnMain.value, true)
    }

    func testConcurrentMainScheduler_delayedWorkRunsOnTheMainThread() {
        let ranOnMain = Locked<Bool?>(nil)
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
            ranOnMain.value = Thread.isMainThread
            return Disposables.create()
        }
        runRunLoop { ranOnMain.value != nil }
        XCTAssertEqual(ranOnMain.value, true)
    }
}
