import Ripple
import RippleTest
import Testing

/// The `.noLeakedSubscriptions` trait on tests and suites.
@Suite struct NoLeakedSubscriptionsTraitTests {
    @Test(.noLeakedSubscriptions) func aTestThatReleasesItsSubscriptionsPasses() {
        let subject = PublishSubject<String>()
        let bag = DisposeBag()
        var received: [String] = []
        subject.map { $0.uppercased() }.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext("a")
        #expect(received == ["A"])
    }

    @Test(.noLeakedSubscriptions(timeout: 5)) func anAsynchronousTestThatReleasesItsSubscriptionsPasses() async throws {
        let subject = PublishSubject<Int>()
        let recorder = subject.record()
        subject.onNext(1)
        #expect(try await recorder.next() == 1)
        recorder.dispose()
    }

    @Test func aTestThatLeaksFails() async throws {
        // Runs a leaking test body through the trait, as Swift Testing does for a test marked
        // `.noLeakedSubscriptions`, and expects the issue it records.
        let subject = PublishSubject<Int>()
        let trait: NoLeakedSubscriptionsTrait = .noLeakedSubscriptions(timeout: 0.01)
        let test = try #require(Test.current)
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                _ = subject.map { $0 }.subscribe(onNext: { _ in })
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("2 subscriptions made in this test are still alive") }
                && issue.sourceLocation == test.sourceLocation
        }
    }

    @Test func appliedToASuiteItChecksEachTest() {
        let trait: NoLeakedSubscriptionsTrait = .noLeakedSubscriptions
        #expect(trait.isRecursive)
        #expect(trait.timeout == 1)
    }
}

/// Every test of a suite marked `.noLeakedSubscriptions` is checked.
@Suite(.noLeakedSubscriptions) struct NoLeakedSubscriptionsSuiteTests {
    @Test func virtualTimeReleasesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 > 10 } }
        #expect(res.events == [.next(220, 20), .completed(230)])
    }

    @Test func recordingACompletedSequenceReleasesEverything() {
        let values = Observable.of(1, 2, 3).map { $0 + 1 }.toArray().asObservable().record().events
        #expect(values == [.next([2, 3, 4]), .completed])
    }
}
