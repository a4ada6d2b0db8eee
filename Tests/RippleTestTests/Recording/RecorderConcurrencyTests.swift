import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// Recorders fed from several threads while tasks wait on them.
@Suite(.tags(.threads)) struct RecorderConcurrencyTests {
    @Test(arguments: 0..<8)
    func parallelTestsEachRecordTheirOwnElements(_ index: Int) async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.dedicated().async {
            subject.onNext(index)
            subject.onNext(index * 10)
            subject.onCompleted()
        }
        #expect(try await recorder.completion() == [index, index * 10])
    }

    @Test func recordsEveryElementSentFromManyThreads() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        DispatchQueue.dedicated().async {
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for value in 0..<100 { subject.onNext(thread * 100 + value) }
            }
        }
        let elements = try await recorder.next(400)
        #expect(Set(elements) == Set(0..<400))
        #expect(recorder.elements.count == 400)
    }

    @Test func severalTasksWaitForTheSameCompletion() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<5 {
                group.addTask { try await recorder.completion() }
            }
            DispatchQueue.dedicated().asyncAfter(deadline: .now() + 0.02) {
                subject.onNext(1)
                subject.onCompleted()
            }
            for try await elements in group {
                #expect(elements == [1])
            }
        }
    }

    @Test func eventsRacingTimeoutsEndEachWaitOnce() async {
        for _ in 0..<30 {
            let subject = PublishSubject<Int>()
            let recorder = subject.record()
            DispatchQueue.dedicated().asyncAfter(deadline: .now() + 0.01) { subject.onNext(1) }
            do {
                #expect(try await recorder.next(timeout: 0.01) == 1)
            } catch {
                #expect((error as? RecorderError)?.reason == .timedOut(after: 0.01))
            }
        }
    }

    @Test func disposingWhileEventsArriveKeepsTheGrammar() async {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        let sending = Task.detached {
            for value in 0..<1_000 { subject.onNext(value) }
            subject.onCompleted()
        }
        recorder.dispose()
        await sending.value
        let elements = recorder.elements
        #expect(elements == Array(0..<elements.count))
        #expect(!recorder.isCompleted || elements.count == 1_000)
        #expect(recorder.events.count == elements.count + (recorder.isCompleted ? 1 : 0))
    }
}
