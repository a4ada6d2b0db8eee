import XCTest
import Ripple
import RippleTest

/// The virtual clock under XCTest: synchronous tests drive async work with `start()` and
/// `advanceTo(_:)`, async tests with `runUntilIdle()` and `advance(by:)`.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
final class TestSchedulerAsyncTimeXCTestTests: XCTestCase {
    func testSynchronousTestDrivesASleepingTask() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let clock = scheduler.virtualClock
        let log = SharedLog()
        scheduler.task {
            try await clock.sleep(for: .milliseconds(300))
            log.append("woke@\(scheduler.clock)")
        }

        scheduler.advanceTo(299)
        XCTAssertEqual(log.entries, [])
        scheduler.advanceTo(300)
        XCTAssertEqual(log.entries, ["woke@300"])
        scheduler.assertNothingPending()
    }

    func testAsyncTestDrivesObservablesAndTasksInOneTimeline() async {
        let scheduler = TestScheduler(initialClock: 0)
        let clock = scheduler.virtualClock
        let xs = scheduler.createHotObservable([.next(10, "a"), .next(20, "b")])
        let log = SharedLog()
        scheduler.task {
            for try await value in xs.values {
                try await clock.sleep(for: .seconds(5))
                log.append("\(value)@\(scheduler.clock)")
            }
        }

        await scheduler.advance(by: .seconds(30))

        XCTAssertEqual(log.entries, ["a@15", "b@25"])
    }

    #if !canImport(ObjectiveC)
    // XCTExpectFailure does not exist in swift-corelibs-xctest: the failure is caught by
    // overriding recordFailure, as in MarblesXCTestTests.
    private var capturedFailures: [(description: String, line: Int)]?

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if capturedFailures != nil {
            capturedFailures?.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAssertNothingPendingFailsAnXCTestAtTheCallersLine() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.scheduleAt(50) {}

        capturedFailures = []
        let line = #line; scheduler.assertNothingPending()
        let failures = capturedFailures ?? []
        capturedFailures = nil

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertEqual(failures.first?.description.contains("The test scheduler has work pending at 0:\n  an action due at 50"), true)
    }
    #endif
}
