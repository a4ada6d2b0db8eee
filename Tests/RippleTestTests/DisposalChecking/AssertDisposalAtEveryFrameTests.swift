import Foundation
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite(.tags(.threads)) struct AssertDisposalAtEveryFrameTests {
    private let values = ["a": 1, "b": 2, "c": 3]

    @Test func operatorsThatLetGoPass() {
        let issues = capturingIssues {
            assertDisposalAtEveryFrame(values: ["a": 10, "b": 20]) { scheduler in
                scheduler.createHotObservable("-a--b-|", values: values).map { $0 * 10 }
            }
            assertDisposalAtEveryFrame { scheduler in
                scheduler.createColdObservable("-a-b--c|", values: values)
                    .debounce(.seconds(2), scheduler: scheduler)
            }
            assertDisposalAtEveryFrame { scheduler in
                scheduler.createHotObservable("-a-b-c|", values: values)
                    .flatMapLatest { value in scheduler.createColdObservable("--x|", values: ["x": value]) }
            }
        }.issues
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test func timersLeftPendingNameTheFirstFrameAndShowBothTimelines() {
        var line: UInt = 0
        let issues = capturingIssues {
            line = #line + 1
            assertDisposalAtEveryFrame(values: values) { scheduler in
                scheduler.createHotObservable("-a-b|", values: values).delayForgettingTimers(2, scheduler: scheduler)
            }
        }.issues
        #expect(issues.map(\.line) == [line])
        #expect(issues.first?.message == """
            Disposing the subscription (made at 0) at frame 1 leaves work behind:
              - work scheduled before dispose() still pending once the disposal finished, due at 3
                full run:      ---a-b
                disposed at 1: (no events)
                                ^ dispose() at 1
            Other frames that fail: 2, 3, 4.
            """)
    }

    @Test func anOperatorThatCannotBeDisposedIsCaughtAtTheSubscriptionFrame() {
        // `asObservable()` drops what the source sends after the disposal, so nothing arrives
        // late; the source stays subscribed.
        let message = capturingIssues {
            assertDisposalAtEveryFrame(values: values) { scheduler in
                scheduler.createHotObservable("-a-b|", values: values).ignoringDisposal()
            }
        }.issues.first?.message ?? ""
        #expect(message == """
            Disposing the subscription (made at 0) at frame 0 leaves work behind:
              - hot observable 1's subscription (0 : Infinity) is still active
                full run:      -a-b|
                disposed at 0: (no events)
                               ^ dispose() at 0
            Other frames that fail: 1, 2, 3, 4.
            """)
    }

    @Test func aLeakedSubscriptionIsNamed() {
        let message = capturingIssues {
            assertDisposalAtEveryFrame(values: values) { scheduler in
                let other = scheduler.createHotObservable("-------", values: values)
                return scheduler.createHotObservable("-a|", values: values).leakingASubscription(to: other)
            }
        }.issues.first?.message ?? ""
        #expect(message.contains("at frame 0 leaves work behind:"))
        #expect(message.contains("  - hot observable 1's subscription (0 : Infinity) is still active"))
        #expect(message.contains("  - 1 subscription made by the chain still alive: SubscribeObserver"))
    }

    @Test func stateKeptBetweenSubscriptionsIsCaughtOnResubscribing() {
        let message = capturingIssues {
            assertDisposalAtEveryFrame { scheduler in
                NumberingAcrossSubscriptions(scheduler.createColdObservable("-a-b|", values: values))
            }
        }.issues.first?.message ?? ""
        #expect(message.hasPrefix("""
            Subscribing again at frame 1, right after disposing, differs from a first subscription made at 1:
                first subscription: --1-2|
                subscribed again:   --2-3|
                                     ^ subscribed at 1
            Other frames that fail: 2, 3, 4.
            """))
    }

    @Test func theDisposalThatSubscribeOnSchedulesIsAwaitedWhereFlatMapLatestSwitches() {
        // The article's chain. At 10 the second name is saved and `flatMapLatest` switches away
        // from the first load, still running: `subscribe(on:)` unsubscribes it at 11, one tick
        // later, and cancels its answer (due at 13). Disposing at 11, before that work runs, must
        // wait for it rather than report the load still subscribed and its answer pending.
        let issues = capturingIssues {
            assertDisposalAtEveryFrame(
                values: ["p": "profile of A", "q": "profile of Ab", "u": "unavailable"],
                virtualizing: true,
                makeScheduler: { TestScheduler(initialClock: 0, resolution: 0.1) }
            ) { scheduler in
                let edits = scheduler.createHotObservable("-a-----b------", values: ["a": "A", "b": "Ab"])
                let load = scheduler.mock(["p": "profile of A", "q": "profile of Ab"]) { (name: String) in
                    name == "A" ? "--------p|" : "--q|"
                }
                let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
                return edits.asObservable()
                    .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
                    .flatMapLatest { name in
                        load(name)
                            .subscribe(on: background)
                            .timeout(.seconds(2), scheduler: background)
                            .catchAndReturn("unavailable")
                    }
                    .observe(on: MainScheduler.instance)
            }
        }.issues
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test func whatAScheduledDisposalLeavesBehindIsStillReported() {
        // The source is unsubscribed one tick after dispose() (`subscribe(on:)`), but the timers
        // of its elements are never cancelled.
        let message = capturingIssues {
            assertDisposalAtEveryFrame(values: values) { scheduler in
                scheduler.createHotObservable("-a-b|", values: values)
                    .delayForgettingTimers(3, scheduler: scheduler)
                    .subscribe(on: scheduler)
            }
        }.issues.first?.message ?? ""
        #expect(message == """
            Disposing the subscription (made at 0) at frame 3 (finished at 4, once the chain's scheduled disposals ran) leaves work behind:
              - work scheduled before dispose() still pending once the disposal finished, due at 6
                full run:      ------b
                disposed at 3: (no events)
                                  ^ dispose() at 3
            Other frames that fail: 4.
            """)
    }

    @Test func aMocksTimelinesAreStateOfTheTestNotOfTheCodeUnderTest() {
        // Each subscription to the mock's observable replays its next timeline: it fails, then
        // succeeds. Subscribing again after a failed attempt is compared with a first
        // subscription as the mock was when the first was made.
        let issues = capturingIssues {
            assertDisposalAtEveryFrame(values: ["r": "ok"]) { scheduler in
                let load = scheduler.mock(["r": "ok"], errors: ["#": TestError()]) { (_: String) in "--#--r|" }
                return load("x").retry(2)
            }
        }.issues
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test func stateKeptByTheCodeUnderTestIsReportedNextToAMocksTimelines() {
        // The mock's timelines are put back before subscribing again; the numbering, which the
        // observable keeps across subscriptions, is not.
        let message = capturingIssues {
            assertDisposalAtEveryFrame { scheduler in
                let load = scheduler.mock(["r": 0], errors: ["#": TestError()]) { (_: String) in "--#--r|" }
                return NumberingAcrossSubscriptions(load("x").retry(2))
            }
        }.issues.first?.message ?? ""
        // Up to 5, the first subscription had numbered nothing yet.
        #expect(message == """
            Subscribing again at frame 5, right after disposing, differs from a first subscription made at 5:
                first subscription: ---------1|
                subscribed again:   ---------2|
                                         ^ subscribed at 5
            """)
    }

    @Test func codeThatNeverEndsIsCheckedUpToTheGivenEnd() {
        let issues = capturingIssues {
            assertDisposalAtEveryFrame(until: 12) { scheduler in
                Observable<Int>.interval(.seconds(3), scheduler: scheduler)
            }
        }.issues
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test func anEndBeforeTheSubscriptionIsReported() {
        let messages = reportedMessages {
            assertDisposalAtEveryFrame(subscribed: 10, until: 5) { scheduler in
                scheduler.createHotObservable("-a|", values: values)
            }
        }
        #expect(messages == ["assertDisposalAtEveryFrame: the end (5) is before the subscription (10); nothing to check"])
    }

    @Test func aSchedulerMadeOnceForEveryRunIsReported() {
        let shared = TestScheduler(initialClock: 0)
        let messages = reportedMessages {
            assertDisposalAtEveryFrame(makeScheduler: { shared }) { scheduler in
                scheduler.createHotObservable("-a|", values: values)
            }
        }
        #expect(messages == ["assertDisposalAtEveryFrame: makeScheduler must create a new TestScheduler each time it is called"])
    }

    @Test func aClockPastTheSubscriptionIsReported() {
        let messages = reportedMessages {
            assertDisposalAtEveryFrame(subscribed: 5, makeScheduler: { TestScheduler(initialClock: 10) }) { scheduler in
                scheduler.createHotObservable("-a|", values: values)
            }
        }
        #expect(messages == ["assertDisposalAtEveryFrame: the scheduler's clock (10) is past the subscription (5)"])
    }
}
