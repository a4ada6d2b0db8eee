import Ripple
import RippleTest
import Testing

@Suite struct RefCountDisposableTests {
    @Test func withoutRetainsDisposingDisposesTheResource() {
        let resource = BooleanDisposable()
        let shared = RefCountDisposable(disposable: resource)
        #expect(!shared.isDisposed)
        shared.dispose()
        #expect(resource.isDisposed)
        #expect(shared.isDisposed)
    }

    @Test func theLastHolderDisposesTheResource() {
        let resource = BooleanDisposable()
        let shared = RefCountDisposable(disposable: resource)
        let first = shared.retain()
        let second = shared.retain()
        shared.dispose()
        #expect(!resource.isDisposed)
        first.dispose()
        first.dispose()
        #expect(!resource.isDisposed)
        second.dispose()
        #expect(resource.isDisposed)
        #expect(shared.isDisposed)
    }

    @Test func holdsReleasedBeforeTheOwnerKeepNothing() {
        let resource = BooleanDisposable()
        let shared = RefCountDisposable(disposable: resource)
        shared.retain().dispose()
        #expect(!resource.isDisposed)
        shared.dispose()
        #expect(resource.isDisposed)
    }

    @Test func onlyTheFirstDisposeCounts() {
        let counter = Locked(0)
        let shared = RefCountDisposable(disposable: Disposables.create { counter.withValue { $0 += 1 } })
        let hold = shared.retain()
        shared.dispose()
        shared.dispose()
        #expect(counter.value == 0)
        hold.dispose()
        #expect(counter.value == 1)
        shared.retain().dispose()
        #expect(counter.value == 1)
    }

    @Test func retainingAfterDisposalHoldsNothing() {
        let resource = BooleanDisposable()
        let shared = RefCountDisposable(disposable: resource)
        shared.dispose()
        let late = shared.retain()
        late.dispose()
        #expect(resource.isDisposed)
    }

    @Test func disposedInVirtualTimeByTheLastHolder() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = BooleanDisposable()
        let shared = RefCountDisposable(disposable: resource)
        var hold: Disposable?
        var states: [Bool] = []
        scheduler.scheduleAt(100) { hold = shared.retain() }
        scheduler.scheduleAt(200) { shared.dispose(); states.append(resource.isDisposed) }
        scheduler.scheduleAt(300) { hold?.dispose(); states.append(resource.isDisposed) }
        scheduler.start()
        #expect(states == [false, true])
    }
}
