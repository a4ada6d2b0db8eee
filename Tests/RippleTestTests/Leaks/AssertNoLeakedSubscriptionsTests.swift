import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

/// `assertNoLeakedSubscriptions` passes tests that release their subscriptions and fails those
/// that leak one, with what leaked.
@Suite(.tags(.threads)) struct AssertNoLeakedSubscriptionsTests {
    @Test func disposedSubscriptionsPass() {
        let subject = PublishSubject<Int>()
        let issues = reportedMessages {
            assertNoLeakedSubscriptions {
                subject.map { $0 * 2 }.subscribe(onNext: { _ in }).dispose()
            }
        }
        #expect(issues.isEmpty)
    }

    @Test func terminatedSequencesPass() throws {
        var elements: [Int] = []
        let issues = reportedMessages {
            assertNoLeakedSubscriptions {
                _ = Observable.of(1, 2, 3).map { $0 * 10 }.subscribe(onNext: { elements.append($0) })
            }
        }
        #expect(elements == [10, 20, 30])
        #expect(issues.isEmpty)
    }

    @Test func aSubscriptionNeverDisposedIsReported() {
        let subject = PublishSubject<Int>()
        let (_, issues) = capturingIssues {
            assertNoLeakedSubscriptions(timeout: 0.01) {
                _ = subject.filter { $0 > 0 }.subscribe(onNext: { _ in })
            }
        }
        #expect(issues.count == 1)
        let message = issues.first?.message ?? ""
        #expect(message.hasPrefix("2 subscriptions made in this test are still alive (leaked):"))
        #expect(message.contains("  SubscribeObserver<Int>"))
        #expect(issues.first?.fileID == "RippleTestTests/AssertNoLeakedSubscriptionsTests.swift")
    }

    @Test func aLeakFailsTheTest() {
        let subject = PublishSubject<Int>()
        withKnownIssue {
            assertNoLeakedSubscriptions(timeout: 0.01) {
                _ = subject.subscribe(onNext: { _ in })
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("1 subscription made in this test is still alive") }
        }
    }

    @Test func aRetainCycleIsReported() {
        final class Screen {
            let taps = PublishSubject<Void>()
            let bag = DisposeBag()
            var count = 0

            init() {
                // `self` is captured strongly: the screen keeps its bag, which keeps the
                // subscription, which keeps the screen.
                taps.subscribe(onNext: { self.count += 1 }).disposed(by: bag)
            }
        }
        let messages = reportedMessages {
            assertNoLeakedSubscriptions(timeout: 0.01) {
                _ = Screen()
            }
        }
        #expect(messages.count == 1)
    }

    @Test func subscriptionsReleasedOnAnotherThreadWithinTheTimeoutPass() {
        let subject = PublishSubject<Int>()
        let issues = reportedMessages {
            assertNoLeakedSubscriptions(timeout: 10) {
                // `Disposable` is not `Sendable`: the test hands the subscription over through a lock.
                let subscription = Locked(subject.subscribe(onNext: { _ in }))
                DispatchQueue.dedicated().asyncAfter(deadline: .now() + .milliseconds(20)) {
                    subscription.value.dispose()
                }
            }
        }
        #expect(issues.isEmpty)
    }

    @Test func virtualTimeTestsReleaseTheirSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let issues = reportedMessages {
            assertNoLeakedSubscriptions {
                let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler).map { $0 * 2 } }
                #expect(res.events == [.next(300, 0), .next(400, 2), .next(500, 4), .next(600, 6), .next(700, 8), .next(800, 10), .next(900, 12)])
            }
        }
        #expect(issues.isEmpty)
    }

    @Test func returnsWhatTheBodyReturns() {
        let value = assertNoLeakedSubscriptions { 42 }
        #expect(value == 42)
    }

    @Test func theAsynchronousFormReportsALeak() async {
        let subject = PublishSubject<Int>()
        await withKnownIssue {
            await assertNoLeakedSubscriptions(timeout: 0.01) {
                await Task.yield()
                _ = subject.subscribe(onNext: { _ in })
            }
        }
    }

    @Test func theAsynchronousFormPassesReleasedSubscriptions() async throws {
        let subject = PublishSubject<Int>()
        let elements = try await assertNoLeakedSubscriptions {
            let recorder = subject.map { $0 + 1 }.record()
            subject.onNext(1)
            subject.onCompleted()
            return try await recorder.completion()
        }
        #expect(elements == [2])
    }
}
