@testable import Ripple
import Testing

/// The subscription a sink or subscriber holds: disposed at most once, a subscription that
/// arrives after disposal is disposed at once, and a disposal during the subscribing phase hands
/// the subscription over only when the phase ends.
@Suite struct SubscriptionHolderTests {
    private final class Counting: Disposable, @unchecked Sendable {
        var disposals = 0
        func dispose() { disposals += 1 }
    }

    @Test func disposalHandsTheHeldSubscriptionOverOnce() {
        let holder = SubscriptionHolder(subscribing: false)
        let subscription = Counting()
        holder.hold(subscription)
        var taken: Disposable = Disposables.create()
        let first = holder.markDisposed(takingInto: &taken)
        taken.dispose()
        var again: Disposable = Disposables.create()
        let second = holder.markDisposed(takingInto: &again)
        again.dispose()
        #expect(first == .disposedNow)
        #expect(second == .alreadyDisposed)
        #expect(subscription.disposals == 1)
        #expect(holder.isDisposed)
    }

    @Test func aSubscriptionHeldAfterDisposalIsDisposedAtOnce() {
        let holder = SubscriptionHolder(subscribing: false)
        var taken: Disposable = Disposables.create()
        _ = holder.markDisposed(takingInto: &taken)
        let late = Counting()
        holder.hold(late)
        #expect(late.disposals == 1)
    }

    @Test func theWorkUnderTheLockRunsOnTheFirstDisposalOnly() {
        let holder = SubscriptionHolder(subscribing: false)
        var runs = 0
        var taken: Disposable = Disposables.create()
        _ = holder.markDisposed(takingInto: &taken) { runs += 1 }
        _ = holder.markDisposed(takingInto: &taken) { runs += 1 }
        #expect(runs == 1)
    }

    @Test func aDisposalWhileSubscribingMarksAtOnceAndHandsOverWhenThePhaseEnds() {
        let holder = SubscriptionHolder(subscribing: true)
        let subscription = Counting()
        holder.hold(subscription)
        var taken: Disposable = Disposables.create()
        #expect(holder.markDisposed(takingInto: &taken) == .deferredUntilSubscribed)
        #expect(holder.isDisposed)
        taken.dispose()
        #expect(subscription.disposals == 0)
        var handedOver: Disposable = Disposables.create()
        #expect(holder.finishSubscribing(takingInto: &handedOver))
        handedOver.dispose()
        #expect(subscription.disposals == 1)
        #expect(holder.markDisposed(takingInto: &taken) == .alreadyDisposed)
    }

    @Test func aSubscriptionHeldWhileSubscribingAfterADisposalWaitsForThePhaseToEnd() {
        let holder = SubscriptionHolder(subscribing: true)
        var taken: Disposable = Disposables.create()
        _ = holder.markDisposed(takingInto: &taken)
        let late = Counting()
        holder.hold(late)
        #expect(late.disposals == 0)
        var handedOver: Disposable = Disposables.create()
        #expect(holder.finishSubscribing(takingInto: &handedOver))
        handedOver.dispose()
        #expect(late.disposals == 1)
    }

    @Test func endingThePhaseWithoutADisposalHandsNothingOver() {
        let holder = SubscriptionHolder(subscribing: true)
        let subscription = Counting()
        #expect(!holder.holdFinishingSubscribing(subscription))
        var taken: Disposable = Disposables.create()
        #expect(holder.markDisposed(takingInto: &taken) == .disposedNow)
        taken.dispose()
        #expect(subscription.disposals == 1)
    }

    @Test func holdingAtTheEndOfThePhaseAfterADisposalReturnsTheSubscription() {
        let holder = SubscriptionHolder(subscribing: true)
        var taken: Disposable = Disposables.create()
        _ = holder.markDisposed(takingInto: &taken)
        #expect(holder.holdFinishingSubscribing(Counting()))
        #expect(holder.finishedSubscribingAtDeinit)
    }
}
