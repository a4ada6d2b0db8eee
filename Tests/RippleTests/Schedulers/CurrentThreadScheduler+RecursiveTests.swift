import Ripple
import Testing

/// `scheduleRecursive` called on the current-thread scheduler itself: ordinary closures and any
/// state, since every step runs on the calling thread.
@Suite struct CurrentThreadSchedulerRecursiveTests {
    /// A state that is not `Sendable`.
    private final class Counter {
        var value: Int

        init(_ value: Int) {
            self.value = value
        }
    }

    @Test func recursionRunsEachStateInTurn() {
        var states: [Int] = []
        let subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
            states.append(state)
            if state < 4 { recurse(state + 1) }
        }
        #expect(states == [0, 1, 2, 3, 4])
        subscription.dispose()
    }

    @Test func aStateThatIsNotSendableIsHandedFromStepToStep() {
        var seen: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(Counter(0)) { counter, recurse in
            seen.append(counter.value)
            counter.value += 1
            if counter.value < 3 { recurse(counter) }
        }
        #expect(seen == [0, 1, 2])
    }

    @Test func recursingTwiceInOneStepRunsBothStatesInOrder() {
        var states: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(1) { state, recurse in
            states.append(state)
            if state < 4 {
                recurse(state * 2)
                recurse(state * 2 + 1)
            }
        }
        #expect(states == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test func recursionWaitsForTheStepThatScheduledIt() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
                log.append("step \(state)")
                if state < 1 { recurse(state + 1) }
            }
            log.append("scheduled")
            return Disposables.create()
        }
        #expect(log == ["scheduled", "step 0", "step 1"])
    }

    @Test func disposingTheRecursionStopsItsPendingSteps() {
        var states: [Int] = []
        var subscription: Disposable?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
                states.append(state)
                recurse(state + 1)
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    subscription?.dispose()
                    return Disposables.create()
                }
                return Disposables.create()
            }
            return Disposables.create()
        }
        #expect(states == [0, 1])
    }

    @Test func disposingARecursionThatHasNotStartedPreventsItsFirstStep() {
        var states: [Int] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, _ in
                states.append(state)
            }
            subscription.dispose()
            return Disposables.create()
        }
        #expect(states == [])
    }
}
