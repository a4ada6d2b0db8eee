import XCTest
import Ripple
import RippleTest

/// RxSwift's async/await bridge tests, written as an RxSwift user writes them with XCTest; only
/// the imports differ, and `Single.from` is RxSwift 6.10's `Single.create(work:)`.
final class ObservableConcurrencyTests: XCTestCase {
    func testAwaitsValuesAndFinishes() async {
        let observable = Observable
            .from(1...10)

        var values = [Int]()

        do {
            for try await value in observable.values {
                values.append(value)
            }

            XCTAssertEqual(values, Array(1...10))
        } catch {
            XCTFail("Expected to not emit failure")
        }
    }

    func testAwaitsValuesAndErrors() async {
        let driver = Observable
            .from(1...10)
            .map { n -> Int in
                if n > 5 {
                    throw RxError.unknown
                }

                return n
            }

        var values = [Int]()

        do {
            for try await value in driver.values {
                values.append(value)
            }
            XCTFail("Expected an error")
        } catch {
            XCTAssertEqual(values, Array(1...5), "Expected to emit failure after 5 items")
        }
    }

    func testThrowsCancellationErrorWithoutEvents() async throws {
        let observable = Observable<Void>.never()
        let task = Task {
            do {
                for try await _ in observable.values {
                    //
                }
                XCTFail("Should not proceed beyond try")
            } catch {
                XCTAssertTrue(Task.isCancelled)
                XCTAssertTrue(error is CancellationError)
            }
        }
        task.cancel()
        await task.value
    }

    func testNotThrowingCancellation() async throws {
        let observable = Observable.from(1...10)
        let task = Task {
            do {
                var values = [Int]()
                for try await value in observable.values {
                    values.append(value)
                }
                XCTAssertTrue(values == Array(1...10))
            } catch {
                XCTFail("Should not throw CancellationError")
            }
        }
        await task.value
        task.cancel()
    }

    func testAsyncSequenceToObservableWithError() async throws {
        struct TestError: Error {}

        let asyncSequence = AsyncThrowingStream<Int, Error> { continuation in
            for i in 1...3 {
                continuation.yield(i)
            }
            continuation.finish(throwing: TestError())
        }

        let expectation = XCTestExpectation(description: "Observable with error completes")
        let receivedError = Locked<Error?>(nil)
        let values = Locked<[Int]>([])

        _ = asyncSequence.asObservable().subscribe(
            onNext: { values.append($0) },
            onError: { error in
                receivedError.value = error
                expectation.fulfill()
            }
        )

        await fulfillment(of: [expectation], timeout: 5.0)
        XCTAssertEqual(values.value, [1, 2, 3])
        XCTAssertTrue(receivedError.value is TestError)
    }
}

final class InfallibleConcurrencyTests: XCTestCase {
    func testAwaitsValuesAndFinishes() async {
        let infallible = Infallible
            .from(1...10)

        var values = [Int]()
        for await value in infallible.values {
            values.append(value)
        }

        XCTAssertEqual(values, Array(1...10))
    }

    func testInfallibleEmitsElementFromAwait() async throws {
        let infallible = Infallible.just("Hello")

        var didLoop = false

        for await value in infallible.values {
            XCTAssertEqual(value, "Hello")
            didLoop = true
        }

        XCTAssertTrue(didLoop)
    }
}

final class PrimitiveSequenceConcurrencyTests: XCTestCase {
    func testSingleEmitsElement() async throws {
        let single = Single.just("Hello")

        do {
            let value = try await single.value
            XCTAssertEqual(value, "Hello")
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testSingleThrowsError() async throws {
        let single = Single<String>.error(RxError.unknown)

        do {
            _ = try await single.value
            XCTFail("Should not proceed beyond try")
        } catch {
            XCTAssertEqual(error as? RxError, .unknown)
        }
    }

    func testSingleEmitsElementFromAwait() async throws {
        let single = Single.create {
            return "Hello"
        }

        do {
            let value = try await single.value
            XCTAssertEqual(value, "Hello")
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testSingleThrowsErrorFromAwait() async throws {
        let single = Single<String>.create {
            throw RxError.unknown
        }

        do {
            _ = try await single.value
            XCTFail("Should not proceed beyond try")
        } catch {
            XCTAssertEqual(error as? RxError, .unknown)
        }
    }

    func testMaybeEmitsElement() async throws {
        let maybe = Maybe.just("Hello")

        do {
            let value = try await maybe.value
            XCTAssertNotNil(value)
            XCTAssertEqual(value, "Hello")
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testMaybeEmitsNilWithoutValue() async throws {
        let maybe = Maybe<String>.empty()

        do {
            let value = try await maybe.value
            XCTAssertNil(value)
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testMaybeThrowsError() async throws {
        let maybe = Maybe<String>.error(RxError.unknown)

        do {
            _ = try await maybe.value
            XCTFail("Should not proceed beyond try")
        } catch {
            XCTAssertEqual(error as? RxError, .unknown)
        }
    }

    func testCompletableEmitsVoidOnCompletion() async throws {
        let completable = Completable.empty()

        do {
            let value: Void = try await completable.value
            XCTAssert(value == ())
        } catch {
            XCTFail("Should not throw an error")
        }
    }

    func testCompletableThrowsError() async throws {
        let completable = Completable.error(RxError.unknown)

        do {
            _ = try await completable.value
            XCTFail("Should not proceed beyond try")
        } catch {
            XCTAssertEqual(error as? RxError, .unknown)
        }
    }

    func testCompletableEmitsElementFromAwait() async throws {
        let completable = Completable.create {
        }

        do {
            let value: Void = try await completable.value
            XCTAssert(value == ())
        } catch {
            XCTFail("Should not throw an error")
        }
    }
}
