import Quick
import XCTest

#if !canImport(Darwin)
/// Runs the Quick spec under `swift test` on Linux, where XCTest finds test methods only (on
/// Apple platforms Quick finds its specs itself).
final class QuickSpecsTests: XCTestCase {
    func testLightsUseCaseSpec() throws {
        let examples = LightsUseCaseSpec.allTests
        XCTAssertEqual(examples.count, 6)
        let spec = LightsUseCaseSpec()
        for (_, example) in examples {
            try example(spec)()
        }
    }
}
#endif
