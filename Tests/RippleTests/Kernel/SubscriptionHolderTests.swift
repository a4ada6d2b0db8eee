@testable import Ripple
import Testing

/// The subscription a sink or subscriber holds: disposed at most once, and a subscription that
/// arrives after disposal is disposed at once.
@Suite struct SubscriptionHolderTests {
    private final class Counting: Disposable, @unchecked Sendable {
        var disposals = 0
        func dispose() { disposals += 1 }
    }

    @Test func disposalHandsTheHeldSubscriptionOverOnce() {
        let holder = SubscriptionHolder()
        let subscription = Counting()
        holder.hold(subscription)
        var taken: Disposable = Disposables.create()
        let first = holder.markDisposed(takingInto: &taken)
        taken.dispose()
        var again: Disposable = Disposables.create()
        let second = holder.markDisposed(takingInto: &again)
        again.dispose()
        #expect(first)
        #expect(!second)
        #expect(subscription.disposals == 1)
        #expect(holder.isDisposed)
    }

    @Test func aSubscriptionHeldAfterDisposalIsDisposedAtOnce() {
        let holder = SubscriptionHolder()
        var taken: Disposable = Disposables.create()
        _ = holder.markDisposed(takingInto: &taken)
        let late = Counting()
        holder.hold(late)
        #expect(late.disposals == 1)
    }

    @Test func theWorkUnderTheLockRunsOnTheFirstDisposalOnly() {
        let holder = SubscriptionHolder()
        var runs = 0
        var taken: Disposable = Disposables.create()
        _ = holder.markDisposed(takingInto: &taken) { runs += 1 }
        _ = holder.markDisposed(takingInto: &taken) { runs += 1 }
        #expect(runs == 1)
    }
}
