import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// Step recorders in real time: each step waits for its event, up to a timeout.
@Suite(.tags(.threads)) struct AsyncStepRecorderConcurrencyTests {
    @Test func stepsWaitForEventsFromAnotherThread() async {
        let issues = await collectIssues {
            await withStepRecorders {
                let subject = PublishSubject<String>()
                let updates = subject.stepRecorder(name: "updates")
                DispatchQueue.dedicated().asyncAfter(deadline: .now() + .milliseconds(20)) {
                    subject.onNext("loading")
                    subject.onNext("loaded")
                    subject.onCompleted()
                }
                await updates.expectNext("loading")
                await updates.expectNext(where: { $0.hasPrefix("load") })
                await updates.expectCompleted()
                updates.expectNoEvents()
            }
        }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    /// A sequence that emits and ends on another thread while a step reads: the step finds the
    /// element, whichever moment the events arrive (a step once read the events, then found the
    /// sequence ended by events it had not read, and reported its element missing).
    @Test func aStepReadsEventsThatArriveWithTheEnd() async {
        for _ in 0..<300 {
            let issues = await collectIssues {
                await withStepRecorders {
                    let subject = PublishSubject<String>()
                    let words = subject.stepRecorder(name: "words")
                    DispatchQueue.dedicated().async {
                        subject.onNext("ripple")
                        subject.onCompleted()
                    }
                    await words.expectNext("ripple")
                    await words.expectCompleted()
                }
            }
            #expect(issues.isEmpty, "\(issues.map(\.message))")
            if !issues.isEmpty { return }
        }
    }

    @Test func aStepThatTimesOutSaysWhatItWaitedFor() async {
        let subject = PublishSubject<Int>()
        let line = Locked<UInt>(0)
        let issues = await collectIssues {
            await withStepRecorders {
                let numbers = subject.stepRecorder(name: "numbers", timeout: 0.05)
                subject.onNext(1)
                await numbers.expectNext(1)
                line.value = #line + 1
                await numbers.expectNext(2)
            }
        }
        #expect(issues.map(\.message) == ["numbers: expected next(2), but nothing more was recorded within 0.05 s."])
        #expect(issues.map(\.line) == [line.value])
    }

    @Test func anUnreadEventFailsWhenTheScopeEnds() async {
        let issues = await collectIssues {
            await withStepRecorders {
                let subject = BehaviorSubject(value: 1)
                let numbers = subject.stepRecorder(name: "numbers")
                subject.onNext(2)
                await numbers.expectNext(1)
            }
        }
        #expect(issues.map(\.message) == [
            "numbers: 1 event recorded but never read: next(2). Read them (expectNext, expectCompleted, ...), skip them, or end with cancelAndIgnoreRemainingEvents().",
        ])
    }

    @Test func aStepDoesNotWaitOnceTheSequenceHasEnded() async {
        let started = Date()
        let messages = await collectIssues {
            await withStepRecorders {
                let numbers = Observable.of(1, 2).stepRecorder(name: "numbers", timeout: 30)
                await numbers.skip(2)
                await numbers.expectError()
            }
        }.map(\.message)
        #expect(messages == ["numbers: expected an error, got completed."])
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func errorsAndSkipsInRealTime() async {
        let issues = await collectIssues {
            await withStepRecorders {
                let subject = PublishSubject<Int>()
                let numbers = subject.stepRecorder(name: "numbers")
                DispatchQueue.dedicated().async {
                    subject.onNext(1)
                    subject.onNext(2)
                    subject.onError(TestError())
                }
                await numbers.skip(2)
                await numbers.expectError(TestError())
            }
        }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test func notExhaustiveStepsWaitForTheFirstMatch() async {
        let issues = await collectIssues {
            await withStepRecorders(.nonExhaustive) {
                let subject = PublishSubject<Int>()
                let numbers = subject.stepRecorder(name: "numbers")
                DispatchQueue.dedicated().async {
                    for value in 1...5 { subject.onNext(value) }
                }
                await numbers.expectNext(4)
                numbers.cancelAndIgnoreRemainingEvents()
            }
        }
        #expect(issues.map(\.message) == ["numbers: skipped next(1), next(2), next(3) before next(4) (not exhaustive)."])
        #expect(issues.allSatisfy { $0.isWarning })
    }

    @Test(.stepRecorders) func theTraitChecksTheTestsRecorders() async {
        let subject = ReplaySubject<Int>.createUnbounded()
        subject.onNext(1)
        subject.onCompleted()
        let numbers = subject.stepRecorder(name: "numbers")
        await numbers.expectNext(1)
        await numbers.expectCompleted()
    }
}
