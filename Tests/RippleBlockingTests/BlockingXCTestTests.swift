import Foundation
import Ripple
import RippleBlocking
import XCTest
import TestSupport

/// Written as an RxSwift + RxBlocking user writes XCTest tests; only the imports differ.
final class BlockingXCTestTests: XCTestCase {
    func testToArray() throws {
        XCTAssertEqual(try Observable.of(42, 43, 44, 45).toBlocking().toArray(), [42, 43, 44, 45])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayFromAnotherThread() throws {
        let source = Observable<Int>.create { observer in
            DispatchQueue.dedicated().async {
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: 10).toArray(), [1, 2])
    }

    func testFirst() throws {
        XCTAssertEqual(try Observable.of(42, 43).toBlocking().first(), 42)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testFirstDisposesTheSource() throws {
        let subject = PublishSubject<Int>()
        let source = Observable<Int>.create { observer in
            let subscription = subject.subscribe(observer)
            DispatchQueue.dedicated().async { subject.onNext(1) }
            return subscription
        }
        XCTAssertEqual(try source.toBlocking(timeout: 10).first(), 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testLast() throws {
        XCTAssertEqual(try Observable.of(42, 43).toBlocking().last(), 43)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testSingle() throws {
        XCTAssertEqual(try Observable.just(42).toBlocking().single(), 42)
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
    }

    func testSingleErrors() {
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case .noElements? = error as? RxError else { return XCTFail("unexpected \(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            guard case .moreThanOneElement? = error as? RxError else { return XCTFail("unexpected \(error)") }
        }
    }

    func testErrorIsThrown() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? TestError, TestError())
        }
    }

    func testTimeout() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
            guard case .timeout? = error as? RxError else { return XCTFail("unexpected \(error)") }
        }
    }

    func testMaterialize() {
        let result = Observable.of(1, 2).toBlocking().materialize()
        switch result {
        case .completed(let elements):
            XCTAssertEqual(elements, [1, 2])
        case .failed:
            XCTFail("Expected result to be complete successfully, but result was failed.")
        }
    }

    func testMaterializeFailure() {
        let result = Observable<Int>.error(TestError()).toBlocking().materialize()
        switch result {
        case .completed:
            XCTFail("Expected result to be complete with error, but result was successful.")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [])
            XCTAssertEqual(error as? TestError, TestError())
        }
    }
}
