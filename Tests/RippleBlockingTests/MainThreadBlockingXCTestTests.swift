import Foundation
import Ripple
import RippleBlocking
import XCTest
import TestSupport

/// Blocking on the main thread over `MainScheduler`, as RxBlocking users do in XCTest (which runs
/// tests on the main thread): the main queue keeps running while the call waits. Every call has a
/// timeout, or a background `timeout` operator, so a regression fails instead of hanging.
final class MainThreadBlockingXCTestTests: XCTestCase {
    private let background = ConcurrentDispatchQueueScheduler(qos: .default)

    override func setUp() {
        super.setUp()
        XCTAssertTrue(Thread.isMainThread, "these tests exercise blocking on the main thread")
    }

    func testJustOnTheMainScheduler() throws {
        XCTAssertEqual(try Observable.just(42, scheduler: MainScheduler.instance).toBlocking(timeout: 5).toArray(), [42])
    }

    func testJustOnTheMainSchedulerWithoutATimeout() throws {
        // No timeout on the blocking call; the background `timeout` ends a wait that would hang.
        let source = Observable.just(42, scheduler: MainScheduler.instance)
            .timeout(.seconds(10), scheduler: background)
        XCTAssertEqual(try source.toBlocking().toArray(), [42])
    }

    func testDelayOnTheMainScheduler() throws {
        let source = Observable.of(1, 2, 3).delay(.milliseconds(1), scheduler: MainScheduler.instance)
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2, 3])
    }

    func testDelayOnTheMainSchedulerFirstDisposesTheRest() throws {
        let disposed = expectation(description: "the delayed source is disposed")
        let source = Observable<Int>.interval(.milliseconds(1), scheduler: MainScheduler.instance)
            .do(onDispose: { disposed.fulfill() })
        XCTAssertEqual(try source.toBlocking(timeout: 5).first(), 0)
        wait(for: [disposed], timeout: 5)
    }

    func testElementsMovedToTheMainQueueFromAnotherThread() throws {
        let source = Observable.of(1, 2)
            .subscribe(on: background)
            .observe(on: MainScheduler.instance)
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
    }

    func testAnErrorDeliveredOnTheMainQueueIsThrown() {
        let source = Observable<Int>.error(TestError()).delaySubscription(.milliseconds(1), scheduler: MainScheduler.instance)
        XCTAssertThrowsError(try source.toBlocking(timeout: 5).toArray()) { error in
            XCTAssertEqual(error as? TestError, TestError())
        }
    }

    func testAnEventFromAnotherThreadEndsTheWaitWithoutWaitingForTheTimeout() throws {
        let source = Observable<Int>.create { observer in
            DispatchQueue.dedicated().asyncAfter(deadline: .now() + .milliseconds(20)) {
                observer.onNext(7)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let start = Date()
        XCTAssertEqual(try source.toBlocking(timeout: 60).toArray(), [7])
        // The run loop is woken when the sequence ends; without that, the call would return only
        // at the 60-second deadline.
        XCTAssertLessThan(Date().timeIntervalSince(start), 30)
    }

    func testTimesOutOnTheMainThread() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
            XCTAssertEqual(error as? RxError, .timeout)
        }
    }

    func testBlockingInsideABlockOfTheMainQueueWaitsWithoutTheRunLoop() {
        // The main queue cannot run again from a block it is running: the call waits on its
        // condition variable, so sources on other threads still end it.
        let done = expectation(description: "the block ran")
        let result = Locked<[Int]?>(nil)
        let background = background
        DispatchQueue.main.async {
            result.value = try? Observable.of(1, 2).subscribe(on: background).toBlocking(timeout: 5).toArray()
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(result.value, [1, 2])
    }
}
