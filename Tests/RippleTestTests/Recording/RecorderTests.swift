import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite(.tags(.threads)) struct RecorderTests {
    @Test func recordsWhatIsEmittedWhileSubscribing() {
        let recorder = Observable.of(1, 2, 3).record()
        #expect(recorder.elements == [1, 2, 3])
        #expect(recorder.events == [.next(1), .next(2), .next(3), .completed])
        #expect(recorder.isCompleted)
        #expect(recorder.error == nil)
    }

    @Test func recordsEventsAsTheyArrive() {
        let subject = PublishSubject<String>()
        let recorder = subject.map { $0.uppercased() }.record()
        #expect(recorder.events == [])
        subject.onNext("a")
        #expect(recorder.elements == ["A"])
        #expect(!recorder.isCompleted)
        subject.onNext("b")
        subject.onCompleted()
        #expect(recorder.elements == ["A", "B"])
        #expect(recorder.isCompleted)
    }

    @Test func recordsTheError() {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        subject.onNext(1)
        subject.onError(TestError())
        #expect(recorder.events == [.next(1), .error(TestError())])
        #expect(recorder.error as? TestError == TestError())
        #expect(!recorder.isCompleted)
    }

    @Test func disposingEndsTheSubscription() {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        subject.onNext(1)
        recorder.dispose()
        subject.onNext(2)
        #expect(recorder.elements == [1])
        #expect(!subject.hasObservers)
    }

    @Test func nextReturnsElementsRecordedBeforeTheWait() async throws {
        let recorder = Observable.of(1, 2).record()
        #expect(try await recorder.next() == 1)
        #expect(try await recorder.next() == 2)
    }

    @Test func nextWaitsForAnElementFromAnotherThread() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.dedicated().asyncAfter(deadline: .now() + 0.02) { subject.onNext(7) }
        #expect(try await recorder.next() == 7)
    }

    @Test func nextCountReturnsTheFollowingElements() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        subject.onNext(1)
        DispatchQueue.dedicated().async {
            for value in 2...5 { subject.onNext(value) }
        }
        #expect(try await recorder.next(2) == [1, 2])
        #expect(try await recorder.next(3) == [3, 4, 5])
        #expect(try await recorder.next(0) == [])
    }

    @Test func nextThrowsTheSequenceError() async {
        let recorder = Observable<Int>.error(TestError()).record()
        await #expect(throws: TestError()) {
            try await recorder.next()
        }
    }

    @Test func nextFailsWhenTheSequenceCompletesFirst() async {
        let recorder = Observable.of(1).record()
        let error = await #expect(throws: RecorderError.self) {
            try await recorder.next(2)
        }
        #expect(error?.reason == .completed)
        #expect(error?.recordedEvents == ["next(1)", "completed"])
    }

    @Test func nextTimesOutWithWhatWasRecorded() async {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        subject.onNext(1)
        _ = try? await recorder.next()
        let error = await #expect(throws: RecorderError.self) {
            try await recorder.next(timeout: 0.05)
        }
        #expect(error?.reason == .timedOut(after: 0.05))
        #expect(error?.awaited == "element 2")
        #expect(error?.description == """
            Timed out after 0.05 s waiting for element 2.
            Recorded so far (1 event):
              [0] next(1)
            """)
    }

    @Test func infiniteTimeoutWaitsWithoutLimit() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.dedicated().asyncAfter(deadline: .now() + 0.02) { subject.onNext(4) }
        #expect(try await recorder.next(timeout: .infinity) == 4)
    }

    @Test func aTimedOutWaitDoesNotSkipAnElement() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        await #expect(throws: RecorderError.self) {
            try await recorder.next(timeout: 0.05)
        }
        subject.onNext(1)
        #expect(try await recorder.next() == 1)
    }

    @Test func completionReturnsEveryElement() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.dedicated().async {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        #expect(try await recorder.completion() == [1, 2])
    }

    @Test func completionThrowsTheSequenceError() async {
        let recorder = Observable<Int>.error(TestError()).record()
        await #expect(throws: TestError()) {
            try await recorder.completion()
        }
    }

    @Test func completionTimesOut() async {
        let recorder = Observable<Int>.never().record()
        let error = await #expect(throws: RecorderError.self) {
            try await recorder.completion(timeout: 0.05)
        }
        #expect(error?.description == """
            Timed out after 0.05 s waiting for completion.
            Recorded so far: nothing.
            """)
    }

    @Test func errorReturnsTheSequenceError() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.dedicated().async { subject.onError(TestError(name: "late")) }
        let error = try await recorder.error()
        #expect(error as? TestError == TestError(name: "late"))
        #expect(recorder.error as? TestError == TestError(name: "late"))
    }

    @Test func errorFailsWhenTheSequenceCompletes() async {
        let recorder = Observable.of(1, 2).record()
        let error = await #expect(throws: RecorderError.self) {
            try await recorder.error()
        }
        #expect(error?.reason == .completed)
        #expect(error?.awaited == "an error")
    }

    @Test func disposingEndsPendingWaits() async {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.dedicated().asyncAfter(deadline: .now() + 0.02) { recorder.dispose() }
        let error = await #expect(throws: RecorderError.self) {
            try await recorder.completion()
        }
        #expect(error?.reason == .disposed)
    }

    @Test func waitsOnADisposedRecorderStillSeeWhatWasRecorded() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        subject.onNext(1)
        recorder.dispose()
        #expect(try await recorder.next() == 1)
        let error = await #expect(throws: RecorderError.self) {
            try await recorder.next()
        }
        #expect(error?.reason == .disposed)
    }

    @Test func cancellingTheTaskEndsTheWait() async {
        let recorder = Observable<Int>.never().record()
        let waiting = Task { try await recorder.next(timeout: 60) }
        try? await Task.sleep(nanoseconds: 20_000_000)
        waiting.cancel()
        let result = await waiting.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func aTaskCancelledBeforeWaitingEndsAtOnce() async {
        let recorder = Observable<Int>.never().record()
        let waiting = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await recorder.completion(timeout: 60)
        }
        let result = await waiting.result
        #expect(throws: CancellationError.self) { try result.get() }
    }
}
