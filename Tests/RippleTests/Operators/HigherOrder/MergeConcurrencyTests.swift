import Dispatch
import Ripple
import Testing
import TestSupport

@Suite(.tags(.threads)) struct MergeConcurrencyTests {
    @Test func innerSequencesEmittingFromSeveralThreadsAreSerialized() {
        let threads = 4
        let perThread = 2_000
        let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
        var received: [Int] = []
        var completions = 0
        var isDelivering = false
        var overlaps = 0
        let subscription = Observable.from(subjects).flatMap { $0 }.subscribe(
            onNext: { value in
                if isDelivering { overlaps += 1 }
                isDelivering = true
                received.append(value)
                isDelivering = false
            },
            onCompleted: { completions += 1 }
        )
        DispatchQueue.concurrentPerform(iterations: threads) { index in
            for value in 0..<perThread {
                subjects[index].onNext(index * perThread + value)
            }
            subjects[index].onCompleted()
        }
        #expect(overlaps == 0)
        #expect(received.count == threads * perThread)
        #expect(received.sorted() == Array(0..<threads * perThread))
        #expect(completions == 1)
        subscription.dispose()
    }

    @Test func innerErrorFromAnotherThreadEndsTheMergeOnce() {
        let subjects = (0..<4).map { _ in PublishSubject<Int>() }
        var terminations = 0
        var elementsAfterTermination = 0
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(
            onNext: { _ in if terminations > 0 { elementsAfterTermination += 1 } },
            onError: { _ in terminations += 1 },
            onCompleted: { terminations += 1 }
        )
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for value in 0..<1_000 {
                subjects[index].onNext(value)
                if index == 0 && value == 500 {
                    subjects[index].onError(TestError())
                }
            }
        }
        #expect(terminations == 1)
        #expect(elementsAfterTermination == 0)
        #expect(subjects.allSatisfy { !$0.hasObservers })
        subscription.dispose()
    }

    @Test func switchingFromSeveralThreadsKeepsTheGrammar() {
        let outer = PublishSubject<Int>()
        let inners = (0..<4).map { _ in PublishSubject<Int>() }
        var received = 0
        var completions = 0
        let subscription = outer.flatMapLatest { inners[$0] }.subscribe(
            onNext: { _ in received += 1 },
            onCompleted: { completions += 1 }
        )
        DispatchQueue.concurrentPerform(iterations: 5) { index in
            for value in 0..<1_000 {
                if index == 4 {
                    outer.onNext(value % 4)
                } else {
                    inners[index].onNext(value)
                }
            }
        }
        outer.onNext(0)
        outer.onCompleted()
        inners[0].onNext(1)
        inners[0].onCompleted()
        #expect(received > 0)
        #expect(completions == 1)
        #expect(inners.allSatisfy { !$0.hasObservers })
        subscription.dispose()
    }
}
