import Foundation
import XCTest
import Ripple

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
