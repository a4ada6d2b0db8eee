import Dispatch
import Ripple
import RippleTest
import Testing
import TestSupport

@Suite(.tags(.threads)) struct CreateTests {
    @Test func forwardsWhatTheSubscribeFunctionSends() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        #expect(res.events == [.next(200, 1), .next(200, 2), .completed(200)])
    }

    @Test func ignoresEverythingAfterATerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(TestError())
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        #expect(res.events == [.next(200, 1), .error(200, TestError())])
    }

    @Test func terminationDisposesWhatTheFunctionReturned() {
        let disposed = Locked(0)
        _ = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposed.withValue { $0 += 1 } }
        }.subscribe()
        #expect(disposed.value == 1)
    }

    @Test func disposalDisposesTheResourceOnceAndStopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposed = Locked(0)
        let emitter = Locked<AnyObserver<Int>?>(nil)
        let res = scheduler.start(disposed: 300) {
            Observable<Int>.create { observer in
                emitter.value = observer
                return Disposables.create { disposed.withValue { $0 += 1 } }
            }
        }
        _ = res
        scheduler.scheduleAt(400) { emitter.value?.onNext(1) }
        scheduler.start()
        #expect(disposed.value == 1)
        #expect(res.events == [])
    }

    /// `onNext` on the serialized observer hands the element on without an `Event`; it stops at
    /// disposal and after a terminal event as `on` does.
    @Test func elementsSentWithOnNextStopAtDisposalAndAfterATerminalEvent() {
        let emitter = Locked<SerializedObserver<Int>?>(nil)
        var disposedEvents: [Event<Int>] = []
        let subscription = Observable<Int>.create { observer in
            emitter.value = observer
            return Disposables.create()
        }.subscribe { disposedEvents.append($0) }
        emitter.value?.onNext(1)
        subscription.dispose()
        emitter.value?.onNext(2)
        #expect(disposedEvents == [.next(1)])

        var completedEvents: [Event<Int>] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            return Disposables.create()
        }.subscribe { completedEvents.append($0) }
        #expect(completedEvents == [.next(1), .completed])
    }

    @Test func theObserverMayBeCalledFromACompletionHandlerOnAnotherThread() {
        let done = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let subscription = Observable<Int>.create { observer in
            DispatchQueue.dedicated().async {
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
            }
            return Disposables.create()
        }.subscribe(onNext: { value in received.withValue { $0.append(value) } }, onCompleted: { done.signal() })
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(received.value == [1, 2])
        subscription.dispose()
    }
}

@Suite(.tags(.threads)) struct CreateConcurrencyTests {
    @Test func sendsFromSeveralThreadsAreSerialized() {
        let inside = Locked(0)
        let overlaps = Locked(0)
        let count = Locked(0)
        let emitter = Locked<SerializedObserver<Int>?>(nil)
        let subscription = Observable<Int>.create { observer in
            emitter.value = observer
            return Disposables.create()
        }.subscribe(onNext: { _ in
            if inside.withValue({ value -> Bool in value += 1; return value > 1 }) {
                overlaps.withValue { $0 += 1 }
            }
            count.withValue { $0 += 1 }
            inside.withValue { $0 -= 1 }
        })
        let observer = emitter.value
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<5_000 { observer?.onNext(thread * 10_000 + index) }
        }
        #expect(overlaps.value == 0)
        #expect(count.value == 20_000)
        subscription.dispose()
    }
}
