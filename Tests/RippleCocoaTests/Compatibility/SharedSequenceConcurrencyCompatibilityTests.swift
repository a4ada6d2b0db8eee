import Ripple
import RippleCocoa
import RippleTest
import XCTest

/// RxCocoa's test of `values` on a `Driver`, written as an RxCocoa user writes it with XCTest; only
/// the imports differ, and the loop is awaited with a deadline (RxCocoa's test starts it in a task
/// that nothing awaits, so it passes whatever the loop does). The test runs on the main actor, as
/// `values` requires, and the driver delivers through the main queue.
final class SharedSequenceConcurrencyTests: XCTestCase {
    @MainActor func testAwaitsValuesAndFinishes() async {
        let driver = Driver.from(1...10)
        let finished = expectation(description: "the loop ends")

        let loop = Task {
            var values = [Int]()

            for await value in driver.values {
                values.append(value)
            }

            finished.fulfill()
            return values
        }

        await fulfillment(of: [finished], timeout: 10)
        loop.cancel()
        let values = await loop.value
        XCTAssertEqual(values, Array(1...10))
    }
}
