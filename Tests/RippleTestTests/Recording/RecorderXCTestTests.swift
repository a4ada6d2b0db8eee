import Foundation
import Ripple
import RippleTest
import XCTest
import TestSupport

/// The recorder from XCTest, synchronous and async.
final class RecorderXCTestTests: XCTestCase {
    func testRecordsSubjectEvents() {
        let subject = PublishSubject<Int>()
        let recorder = subject.map { $0 * 2 }.record()
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(recorder.elements, [2, 4])
        XCTAssertTrue(recorder.isCompleted)
        XCTAssertNil(recorder.error)
    }

    func testWaitsForElementsFromAnotherThread() async throws {
        let subject = PublishSubject<String>()
        let recorder = subject.record()
        DispatchQueue.dedicated().async {
            subject.onNext("a")
            subject.onNext("b")
            subject.onCompleted()
        }
        let first = try await recorder.next()
        XCTAssertEqual(first, "a")
        let all = try await recorder.completion()
        XCTAssertEqual(all, ["a", "b"])
    }

    func testWaitsForTheError() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.dedicated().async { subject.onError(TestError()) }
        let error = try await recorder.error()
        XCTAssertEqual(error as? TestError, TestError())
    }

    func testTimeoutSaysWhatWasRecorded() async {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        subject.onNext(3)
        do {
            try await recorder.completion(timeout: 0.05)
            XCTFail("expected a timeout")
        } catch let error as RecorderError {
            XCTAssertEqual(error.reason, .timedOut(after: 0.05))
            XCTAssertEqual(error.recordedEvents, ["next(3)"])
        } catch {
            XCTFail("unexpected \(error)")
        }
    }
}
