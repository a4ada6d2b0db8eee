import IssueReporting
import Ripple
import RippleTest
import Testing

@Suite struct ExploreSameInstantOrderingsTests {
    /// A checkout total: the price of the latest quote when the user taps "buy". A tap and a new
    /// quote at the same instant race: the test expects the new quote.
    private func checkoutTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let quotes = scheduler.createHotObservable("a--b", values: ["a": 10, "b": 12])
        let taps = scheduler.createHotObservable("---t", values: ["t": "buy"])
        let totals = scheduler.record(taps.withLatestFrom(quotes))
        scheduler.start()
        assertMarbles(totals, "---b", values: ["b": 12])
    }

    @Test func aSameInstantRaceThatASingleRunMissesIsFound() {
        #expect(reportedMessages { checkoutTest() }.isEmpty)

        let (result, issues) = capturingIssues { exploreSameInstantOrderings { checkoutTest() } }
        #expect(result.orderingsRun == 2)
        #expect(result.failingOrdering == "1")
        #expect(!result.isExhaustive)
        #expect(result.seed == nil)
        #expect(issues.map(\.message) == ["""
            Exploring same-instant orderings: the ordering "1" fails (ordering 2; the 1 before it pass).
            Replay it with exploreSameInstantOrderings(.replaying("1")) { ... }.
            Where sources had work due at the same instant, it ran first:
              at 3: hot observable 2 (scheduling order: hot observable 1, hot observable 2)
            The work of each source, one frame per tick (o: work due then):
              hot observable 1  o--o
              hot observable 2  ---o
            What failed in that ordering:
              Recorded events differ from the marble diagram (one frame per tick):
                expected: ---b
                actual:   ---?
                in actual, ? = next(10) @ 3
              Differing frames:
                at 3: expected next(12); actual next(10)
            """])
    }

    @Test func replayingTheFailingOrderingFailsAgain() {
        let (result, issues) = capturingIssues { exploreSameInstantOrderings(.replaying("1")) { checkoutTest() } }
        #expect(result.failingOrdering == "1")
        #expect(result.orderingsRun == 1)
        #expect(issues.first?.message.hasPrefix("Exploring same-instant orderings: the ordering \"1\" fails, the first tried.") == true)
    }

    /// The order in which three hot observables' events due at tick 1 arrive, with each
    /// observable's own events in the diagrams given.
    private func arrivalOrder(_ diagrams: [String]) -> [String] {
        let scheduler = TestScheduler(initialClock: 0)
        let names = ["a", "b", "c", "d"]
        let sources = diagrams.map { scheduler.createHotObservable($0, values: Dictionary(uniqueKeysWithValues: names.map { ($0, $0) })) }
        let arrivals = scheduler.record(Observable.merge(sources.map { $0.asObservable() }))
        scheduler.start()
        return arrivals.events.compactMap(\.value.element)
    }

    @Test func everyOrderingOfIndependentSourcesIsTried() {
        let seen = Locked<Set<[String]>>([])
        let result = exploreSameInstantOrderings {
            seen.withValue { _ = $0.insert(arrivalOrder(["-a", "-b", "-c"])) }
        }
        #expect(result.orderingsRun == 6)
        #expect(result.isExhaustive)
        #expect(result.failingOrdering == nil)
        #expect(seen.value == [
            ["a", "b", "c"], ["a", "c", "b"], ["b", "a", "c"], ["b", "c", "a"], ["c", "a", "b"], ["c", "b", "a"],
        ])
    }

    @Test func eachSourceKeepsItsOwnOrder() {
        let seen = Locked<Set<[String]>>([])
        let result = exploreSameInstantOrderings {
            seen.withValue { _ = $0.insert(arrivalOrder(["-(ab)", "-c"])) }
        }
        #expect(result.orderingsRun == 3)
        #expect(seen.value == [["a", "b", "c"], ["a", "c", "b"], ["c", "a", "b"]])
    }

    @Test func aTimerAndAnInputDueAtTheSameInstantAreBothOrdered() {
        // The debounce's timer and the second keystroke are both due at 3.
        let seen = Locked<Set<[String]>>([])
        exploreSameInstantOrderings {
            let scheduler = TestScheduler(initialClock: 0)
            let keys = scheduler.createHotObservable("-a-b", values: ["a": "a", "b": "b"])
            let debounced = scheduler.record(keys.debounce(.seconds(2), scheduler: scheduler))
            scheduler.start()
            seen.withValue { _ = $0.insert(debounced.events.compactMap(\.value.element)) }
        }
        #expect(seen.value == [["b"], ["a", "b"]])
    }

    @Test func theRealSchedulersOfAVirtualizingScopeAreSourcesToo() {
        let seen = Locked<Set<[String]>>([])
        exploreSameInstantOrderings {
            let scheduler = TestScheduler(initialClock: 0)
            scheduler.virtualizing {
                let keys = scheduler.createHotObservable("--k", values: ["k": "key"])
                let ticks = Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance).map { _ in "timer" }
                let merged = scheduler.record(Observable.merge(keys.asObservable(), ticks))
                scheduler.start()
                seen.withValue { _ = $0.insert(merged.events.compactMap(\.value.element)) }
            }
        }
        #expect(seen.value == [["key", "timer"], ["timer", "key"]])
    }

    @Test func beyondTheLimitOrderingsAreDrawnFromTheSeed() {
        let first = exploreSameInstantOrderings(SameInstantExploration(exhaustiveLimit: 2, randomOrderings: 10, seed: 42)) {
            _ = arrivalOrder(["-a", "-b", "-c", "-d"])
        }
        #expect(first.orderingsRun == 12)
        #expect(!first.isExhaustive)
        #expect(first.failingOrdering == nil)
        #expect(first.seed == 42)
    }

    @Test func aFailureFoundAtRandomNamesItsSeedAndReplays() {
        // Fails only when d arrives first: one ordering in six among the last three.
        let body = {
            let order = arrivalOrder(["-a", "-b", "-c", "-d"])
            if order.first == "d" {
                reportIssue("d came first: \(order)")
            }
        }
        let (result, issues) = capturingIssues {
            exploreSameInstantOrderings(SameInstantExploration(exhaustiveLimit: 1, randomOrderings: 200, seed: 7)) { body() }
        }
        let ordering = result.failingOrdering
        #expect(result.seed == 7)
        #expect(issues.first?.message.contains("drawn at random") == true)
        #expect(issues.first?.message.contains("or the whole exploration with SameInstantExploration(seed: 7)") == true)
        let replayed = capturingIssues { exploreSameInstantOrderings(.replaying(ordering ?? "")) { body() } }
        #expect(replayed.result.failingOrdering == ordering)
        #expect(replayed.issues.first?.message.contains("d came first") == true)
    }

    @Test func swiftTestingExpectationsAndThrownErrorsCountAsFailures() {
        withKnownIssue {
            exploreSameInstantOrderings {
                #expect(arrivalOrder(["-a", "-b"]).first == "a")
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Exploring same-instant orderings: the ordering \"1\" fails") }
        }
        let thrown = capturingIssues {
            exploreSameInstantOrderings {
                if arrivalOrder(["-a", "-b"]).first == "b" { throw TestError() }
            }
        }
        #expect(thrown.result.failingOrdering == "1")
        #expect(thrown.issues.first?.message.hasSuffix("What failed in that ordering:\n  threw test error") == true)
    }

    @Test func aBodyThatIsNotDeterministicIsReported() {
        let runs = Locked(0)
        let messages = reportedMessages {
            exploreSameInstantOrderings {
                let run = runs.withValue { run in
                    run += 1
                    return run
                }
                _ = arrivalOrder(run == 1 ? ["-a", "-b"] : ["-a", "-b", "-c"])
            }
        }
        #expect(messages == ["exploreSameInstantOrderings: the body is not deterministic: at 1, 3 sources had work due where the run being repeated had 2. Build everything inside the body, from its own TestScheduler, and use no real time or shared state."])
    }

    @Test func misuseIsReported() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(reportedMessages { exploreSameInstantOrderings { scheduler.start() } } == [
            "exploreSameInstantOrderings: the body created no TestScheduler, so there is nothing to order; create the scheduler, and everything on it, inside the body.",
        ])
        #expect(reportedMessages { exploreSameInstantOrderings(.replaying("1.x")) { checkoutTest() } } == [
            "exploreSameInstantOrderings: \"1.x\" is not an ordering; a failure names one as numbers separated by dots, such as \"1.0.2\" (\"\" is the scheduling order)",
        ])
        #expect(reportedMessages { exploreSameInstantOrderings(SameInstantExploration(exhaustiveLimit: 0, randomOrderings: -1)) { _ = arrivalOrder(["-a"]) } } == [
            "exploreSameInstantOrderings: exhaustiveLimit must be at least 1, not 0; using 1,000",
            "exploreSameInstantOrderings: randomOrderings must not be negative, not -1; using 200",
        ])
        #expect(reportedMessages { exploreSameInstantOrderings(.replaying("3")) { _ = arrivalOrder(["-a", "-b"]) } } == [
            "exploreSameInstantOrderings: the ordering \"3\" does not fit this test (at 1, only 2 sources had work due, so source 4 could not go first); it ran as far as it fit, and passed",
        ])
    }
}
