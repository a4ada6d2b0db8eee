import Ripple
import RippleTest
import XCTest
import TestSupport

/// Step recorders from XCTest: the scope is `withStepRecorders`, whose end checks them.
final class StepRecorderXCTestTests: XCTestCase {
    func testStepsInVirtualTime() {
        withStepRecorders {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let doubled = scheduler.stepRecorder(for: xs.map { $0 * 2 }, name: "doubled")
            scheduler.advanceTo(215)
            doubled.expectNext(2)
            doubled.expectNoEvents()
            scheduler.start()
            doubled.expectNext(4)
            doubled.expectCompleted()
        }
    }

    func testStepsInRealTime() async {
        await withStepRecorders {
            let relay = PublishSubject<String>()
            let words = relay.stepRecorder(name: "words")
            DispatchQueue.dedicated().async {
                relay.onNext("ripple")
                relay.onCompleted()
            }
            await words.expectNext("ripple")
            await words.expectCompleted()
        }
    }
}
