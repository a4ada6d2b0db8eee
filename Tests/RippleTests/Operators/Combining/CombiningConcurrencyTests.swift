import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// Sources that emit on several threads at once: the combining operators serialize what they
/// deliver and keep the Rx grammar. CI reruns this suite under ThreadSanitizer.
@Suite(.tags(.threads)) struct CombiningConcurrencyTests {
    private static let count = 2_000

    /// Records events and fails on overlapping or post-terminal deliveries.
    private final class GrammarObserver<Element>: ObserverType, @unchecked Sendable {
        // @unchecked Sendable: every property is guarded by `lock`.
        private let lock = Lock.make()
        private var isDelivering = false
        private var isTerminated = false
        private(set) var violations = 0
        private(set) var elements: [Element] = []
        private(set) var terminal: Event<Element>?
        private let done = DispatchSemaphore(value: 0)

        func on(_ event: Event<Element>) {
            let overlapping = lock.withLock { () -> Bool in
                defer { isDelivering = true }
                return isDelivering || isTerminated
            }
            lock.withLock {
                if overlapping { violations += 1 }
                switch event {
                case .next(let element): elements.append(element)
                case .error, .completed:
                    isTerminated = true
                    terminal = event
                }
                isDelivering = false
            }
            if event.isStopEvent { done.signal() }
        }

        func waitForTermination() -> Bool {
            done.wait(timeout: .now() + 30) == .success
        }

        var snapshot: (elements: [Element], terminal: Event<Element>?, violations: Int) {
            lock.withLock { (elements, terminal, violations) }
        }
    }

    /// Sends `0..<count` then completion to each subject, each subject from its own thread, all
    /// starting together.
    private func emitConcurrently(_ subjects: [PublishSubject<Int>]) {
        DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
            let subject = subjects[index]
            for value in 0..<Self.count {
                subject.onNext(value)
            }
            subject.onCompleted()
        }
    }

    @Test func zipPairsElementsFromConcurrentSources() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>(), PublishSubject<Int>()]
        let observer = GrammarObserver<[Int]>()
        let subscription = Observable.zip(subjects.map { $0.asObservable() }).subscribe(observer)
        emitConcurrently(subjects)
        #expect(observer.waitForTermination())
        let result = observer.snapshot
        #expect(result.violations == 0)
        #expect(result.elements == (0..<Self.count).map { [$0, $0, $0] })
        #expect(result.terminal?.isCompleted == true)
        subscription.dispose()
    }

    @Test func combineLatestEndsWithTheLastOfEverySource() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
        let observer = GrammarObserver<[Int]>()
        let subscription = Observable.combineLatest(subjects[0], subjects[1]) { [$0, $1] }.subscribe(observer)
        emitConcurrently(subjects)
        #expect(observer.waitForTermination())
        let result = observer.snapshot
        #expect(result.violations == 0)
        #expect(result.elements.last == [Self.count - 1, Self.count - 1])
        #expect(result.elements.count >= Self.count)
        #expect(result.terminal?.isCompleted == true)
        subscription.dispose()
    }

    @Test func withLatestFromSerializesBothSources() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
        let observer = GrammarObserver<Int>()
        let subscription = subjects[0].withLatestFrom(subjects[1]) { $0 - $1 }.subscribe(observer)
        emitConcurrently(subjects)
        #expect(observer.waitForTermination())
        let result = observer.snapshot
        #expect(result.violations == 0)
        #expect(result.terminal?.isCompleted == true)
        subscription.dispose()
    }

    @Test func concatOfSourcesCompletingOnOtherThreadsKeepsOrder() {
        let sources = (0..<500).map { value in
            Observable<Int>.create { observer in
                DispatchQueue.dedicated().async {
                    observer.onNext(value)
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
        let observer = GrammarObserver<Int>()
        let subscription = Observable.concat(sources).subscribe(observer)
        #expect(observer.waitForTermination())
        let result = observer.snapshot
        #expect(result.violations == 0)
        #expect(result.elements == Array(0..<500))
        #expect(result.terminal?.isCompleted == true)
        subscription.dispose()
    }

    @Test func concatAllWithInnersOnOtherThreadsKeepsOrder() {
        let values = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = values
            .map { value in
                Observable<Int>.create { observer in
                    DispatchQueue.dedicated().async {
                        observer.onNext(value)
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
            }
            .concat()
            .subscribe(observer)
        DispatchQueue.concurrentPerform(iterations: 4) { lane in
            for step in 0..<100 {
                values.onNext(lane * 1_000 + step)
            }
        }
        values.onCompleted()
        #expect(observer.waitForTermination())
        let result = observer.snapshot
        #expect(result.violations == 0)
        #expect(result.elements.count == 400)
        for lane in 0..<4 {
            let laneElements = result.elements.filter { $0 / 1_000 == lane }
            #expect(laneElements == (0..<100).map { lane * 1_000 + $0 })
        }
        #expect(result.terminal?.isCompleted == true)
        subscription.dispose()
    }
}
