import Ripple
import RippleTest
import Testing

/// Step recorders in virtual time.
@Suite struct StepRecorderTests {
    private let values = ["a": 1, "b": 2, "c": 3]

    @Test func stepsReadTheEventsInOrder() {
        let issues = capturingIssues {
            withStepRecorders {
                let scheduler = TestScheduler(initialClock: 0)
                let numbers = scheduler.stepRecorder(for: scheduler.createHotObservable("-a-b-c-|", values: values), name: "numbers")
                scheduler.advanceTo(1)
                numbers.expectNext(1)
                numbers.expectNoEvents()
                scheduler.advanceTo(5)
                numbers.expectNext(where: { $0 == 2 })
                numbers.skip(1)
                scheduler.start()
                numbers.expectCompleted()
            }
        }.issues
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test func anUnreadEventFailsWhenTheScopeEndsNamingIt() {
        var line: UInt = 0
        let issues = capturingIssues {
            withStepRecorders {
                let scheduler = TestScheduler(initialClock: 0)
                line = #line + 1
                let numbers = scheduler.stepRecorder(for: scheduler.createHotObservable("-a-b-|", values: values), name: "numbers")
                scheduler.start()
                numbers.expectNext(1)
            }
        }.issues
        #expect(issues.map(\.message) == [
            "numbers: 2 events recorded but never read: next(2) at 3, completed at 5. Read them (expectNext, expectCompleted, ...), skip them, or end with cancelAndIgnoreRemainingEvents().",
        ])
        #expect(issues.map(\.line) == [line])
    }

    @Test func anUnreadEventFailsTheTestUnderSwiftTesting() {
        withKnownIssue {
            withStepRecorders {
                let scheduler = TestScheduler(initialClock: 0)
                let numbers = scheduler.stepRecorder(for: scheduler.createHotObservable("-a|", values: values), name: "numbers")
                scheduler.start()
                numbers.expectNext(1)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("numbers: 1 event recorded but never read: completed at 2.") }
        }
    }

    @Test func aStepFailsAtOnceWhenItsEventIsNotRecordedYet() {
        var line: UInt = 0
        let issues = capturingIssues {
            withStepRecorders {
                let scheduler = TestScheduler(initialClock: 0)
                let numbers = scheduler.stepRecorder(for: scheduler.createHotObservable("---a|", values: values), name: "numbers")
                scheduler.advanceTo(2)
                line = #line; numbers.expectNext(1)
                numbers.cancelAndIgnoreRemainingEvents()
            }
        }.issues
        #expect(issues.map(\.message) == [
            "numbers: expected next(1), but nothing more was recorded by 2 (the scheduler's next work is due at 3: advance it first).",
        ])
        #expect(issues.map(\.line) == [line])
    }

    @Test func aMismatchNamesWhatCameInstead() {
        let messages = reportedMessages {
            withStepRecorders {
                let scheduler = TestScheduler(initialClock: 0)
                let numbers = scheduler.stepRecorder(for: scheduler.createHotObservable("-a-b-#", values: values), name: "numbers")
                scheduler.start()
                numbers.expectNext(2)
                numbers.expectCompleted()
                numbers.expectError()
            }
        }
        #expect(messages == [
            "numbers: expected next(2), got next(1) at 1.",
            "numbers: expected completed, got next(2) at 3.",
        ])
    }

    @Test func errorsAreReadByKindByEqualityOrByPredicate() {
        let issues = capturingIssues {
            withStepRecorders {
                let scheduler = TestScheduler(initialClock: 0)
                let failing = scheduler.createHotObservable("-#", values: values, errors: ["#": TestError()])
                let first = scheduler.stepRecorder(for: failing, name: "first")
                let second = scheduler.stepRecorder(for: failing, name: "second")
                let third = scheduler.stepRecorder(for: failing, name: "third")
                scheduler.start()
                #expect(first.expectError() is TestError)
                second.expectError(TestError())
                third.expectError(where: { $0 is TestError })
            }
        }.issues
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test func severalRecordersAreNamedInTheirFailures() {
        let messages = reportedMessages {
            withStepRecorders {
                let scheduler = TestScheduler(initialClock: 0)
                let source = scheduler.createHotObservable("-a-b", values: values)
                let doubled = scheduler.stepRecorder(for: source.map { $0 * 2 }, name: "doubled")
                let tripled = scheduler.stepRecorder(for: source.map { $0 * 3 }, name: "tripled")
                scheduler.start()
                doubled.expectNext(3)
                tripled.expectNext(3)
                tripled.expectNext(9)
            }
        }
        #expect(messages == [
            "doubled: expected next(3), got next(2) at 1.",
            "tripled: expected next(9), got next(6) at 3.",
            "doubled: 1 event recorded but never read: next(4) at 3. Read them (expectNext, expectCompleted, ...), skip them, or end with cancelAndIgnoreRemainingEvents().",
        ])
    }

    @Test func skippingPastTheEndOrBeyondWhatWasRecordedFails() {
        let messages = reportedMessages {
            withStepRecorders {
                let scheduler = TestScheduler(initialClock: 0)
                let ending = scheduler.stepRecorder(for: scheduler.createHotObservable("-a|", values: values), name: "ending")
                let waiting = scheduler.stepRecorder(for: scheduler.createHotObservable("-a---b", values: values), name: "waiting")
                scheduler.advanceTo(3)
                ending.skip(2)
                waiting.skip(2)
                waiting.skip(-1)
                waiting.cancelAndIgnoreRemainingEvents()
            }
        }
        #expect(messages == [
            "ending: expected to skip 2 elements, but the sequence ends first: next(1) at 1, completed at 2.",
            "waiting: expected to skip 2 elements, but only 1 were recorded by 3 (the scheduler's next work is due at 5: advance it first).",
            "waiting: skip(-1) needs a count of zero or more.",
        ])
    }

    @Test func cancellingIgnoresTheRemainingEventsAndEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable("-a-b-c", values: values)
        let issues = capturingIssues {
            withStepRecorders {
                let numbers = scheduler.stepRecorder(for: source, name: "numbers")
                scheduler.advanceTo(3)
                numbers.cancelAndIgnoreRemainingEvents()
                scheduler.start()
            }
        }.issues
        #expect(issues.isEmpty)
        #expect(source.subscriptions == [Subscription(0, 3)])
    }

    @Test func theScopeDisposesItsRecordersWhenItEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable("-a-b-c", values: values)
        _ = capturingIssues {
            withStepRecorders {
                _ = scheduler.stepRecorder(for: source, name: "numbers")
                scheduler.advanceTo(2)
            }
        }
        #expect(source.subscriptions == [Subscription(0, 2)])
    }

    @Test func aRecorderMadeOutsideAScopeIsReported() {
        var line: UInt = 0
        let issues = capturingIssues {
            let scheduler = TestScheduler(initialClock: 0)
            line = #line; _ = scheduler.stepRecorder(for: Observable.just(1))
        }.issues
        #expect(issues.map(\.message) == [
            "recorder at RippleTestTests/StepRecorderTests.swift:\(line) was made outside withStepRecorders { } (or a test with the .stepRecorders trait), so nothing checks the events it leaves unread; make it inside one.",
        ])
    }

    @Test func notExhaustiveStepsSkipToTheMatchAndReportWhatTheySkippedAsWarnings() {
        let issues = collectIssues {
            withStepRecorders(.nonExhaustive) {
                let scheduler = TestScheduler(initialClock: 0)
                let numbers = scheduler.stepRecorder(for: scheduler.createHotObservable("-a-b-c-a|", values: values), name: "numbers")
                scheduler.start()
                numbers.expectNext(3)
                numbers.expectNext(2)
            }
        }
        #expect(issues.map(\.message) == [
            "numbers: skipped next(1) at 1, next(2) at 3 before next(3) at 5 (not exhaustive).",
            "numbers: expected next(2), got completed at 8.",
        ])
        #expect(issues.map(\.isWarning) == [true, false])
    }

    @Test func notExhaustiveRecordersReportWhatTheyLeftUnreadWithoutFailing() {
        let issues = collectIssues {
            withStepRecorders(.nonExhaustive) {
                let scheduler = TestScheduler(initialClock: 0)
                let numbers = scheduler.stepRecorder(for: scheduler.createHotObservable("-a-b|", values: values), name: "numbers")
                scheduler.start()
                numbers.expectNext(2)
            }
        }
        #expect(issues.map(\.message) == [
            "numbers: skipped next(1) at 1 before next(2) at 3 (not exhaustive).",
            "numbers: 1 event left unread (not exhaustive): completed at 4.",
        ])
        #expect(issues.allSatisfy { $0.isWarning })
    }
}
