import Foundation
import Ripple
import Testing
import TestSupport

/// The subscription scopes behind RippleTest's leak checks: they count the subscriptions made by
/// their own task, whatever other tests do meanwhile.
@Suite(.tags(.threads)) struct ResourcesTests {
    @Test func aScopeCountsTheSubscriptionsItsTaskMakesUntilTheyAreReleased() {
        let subject = PublishSubject<Int>()
        let (scope, subscription) = SubscriptionScope.run {
            subject.map { $0 + 1 }.subscribe(onNext: { _ in })
        }
        defer { scope.close() }
        #expect(scope.liveCount == 2)
        #expect(scope.liveTypeNames.contains("SubscribeObserver<Int>"))
        subscription.dispose()
        #expect(scope.liveCount == 0)
    }

    @Test func subscriptionsMadeOutsideTheScopeDoNotCount() {
        let subject = PublishSubject<Int>()
        let outside = subject.subscribe(onNext: { _ in })
        let (scope, _) = SubscriptionScope.run {
            outside.dispose()
        }
        defer { scope.close() }
        #expect(scope.liveCount == 0)
    }

    @Test func subscriptionsAnotherThreadMakesDuringTheScopeDoNotCount() async {
        let subject = PublishSubject<Int>()
        let made = Locked<Disposable?>(nil)
        let (scope, _) = SubscriptionScope.run {
            let thread = Thread { made.value = subject.subscribe(onNext: { _ in }) }
            thread.start()
            while made.value == nil {
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        defer { scope.close() }
        #expect(scope.liveCount == 0)
        made.value?.dispose()
    }

    @Test func childTasksOfTheScopeCount() async {
        let subject = PublishSubject<Int>()
        let (scope, subscription) = await SubscriptionScope.run {
            // `Disposable` is not `Sendable`: the task hands the subscription back through a lock.
            await Task { Locked(subject.subscribe(onNext: { _ in })) }.value
        }
        defer { scope.close() }
        #expect(scope.liveCount == 1)
        subscription.value.dispose()
        #expect(scope.liveCount == 0)
    }
}
