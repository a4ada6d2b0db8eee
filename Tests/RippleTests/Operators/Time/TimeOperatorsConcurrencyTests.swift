import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// The time-based operators on real threads and a real clock, with Ripple's dispatch-queue
/// schedulers (serial and concurrent) and, once, a scheduler written outside Ripple. Timings are
/// generous and only order and contents are asserted, never durations.
@Suite(.tags(.threads)) struct TimeOperatorsConcurrencyTests {
    // MARK: debounce

    @Test func debounceEmitsEachElementFollowedByAQuietPeriod() {
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.debounce(.milliseconds(20), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests")).subscribe(recording.on)
        defer { subscription.dispose() }
        subject.onNext(1)
        #expect(recording.waitForElements(1))
        subject.onNext(2)
        #expect(recording.waitForElements(2))
        subject.onCompleted()
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(1), .next(2), .completed])
    }

    @Test func debounceOfABurstFromSeveralThreadsEndsWithTheLastElement() {
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.debounce(.milliseconds(5), scheduler: ConcurrentDispatchQueueScheduler(queue: .global()))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<250 {
                subject.onNext(thread * 1000 + index)
            }
        }
        subject.onNext(-1)
        subject.onCompleted()
        #expect(recording.waitForTermination())
        #expect(recording.elements.last == -1)
        #expect(Set(recording.elements).count == recording.elements.count)
        #expect(recording.events.filter(\.isStopEvent) == [.completed])
    }

    // MARK: throttle

    @Test func throttleLatestSendsTheLastElementWhenTheWindowEnds() {
        let recording = Recording<Int>()
        let subscription = Observable.from([0, 1, 2])
            .throttle(.milliseconds(100), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(0), .next(2), .completed])
    }

    @Test func throttleNotLatestDropsTheRest() {
        let recording = Recording<Int>()
        let subscription = Observable.from([0, 1, 2])
            .throttle(.seconds(5), latest: false, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(0), .completed])
    }

    @Test func throttleFromSeveralThreadsKeepsTheGrammar() {
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.throttle(.milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(queue: .global()))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<250 {
                subject.onNext(thread * 1000 + index)
            }
        }
        subject.onCompleted()
        #expect(recording.waitForTermination())
        #expect(!recording.elements.isEmpty)
        #expect(Set(recording.elements).count == recording.elements.count)
        #expect(recording.events.last == .completed)
        #expect(recording.events.filter(\.isStopEvent).count == 1)
    }

    // MARK: delay and delaySubscription

    @Test func delayKeepsOrderAcrossThreads() {
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.delay(.milliseconds(10), scheduler: ConcurrentDispatchQueueScheduler(queue: .global()))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        DispatchQueue.dedicated().async {
            for element in 1...100 {
                subject.onNext(element)
            }
            subject.onCompleted()
        }
        #expect(recording.waitForTermination())
        #expect(recording.events == (1...100).map { .next($0) } + [.completed])
    }

    @Test func delayDeliversEveryElementSentFromSeveralThreads() {
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.delay(.milliseconds(5), scheduler: ConcurrentDispatchQueueScheduler(queue: .global()))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<100 {
                subject.onNext(thread * 1000 + index)
            }
        }
        subject.onCompleted()
        #expect(recording.waitForTermination())
        #expect(recording.elements.count == 400)
        #expect(Set(recording.elements) == Set((0..<4).flatMap { thread in (0..<100).map { thread * 1000 + $0 } }))
        #expect(recording.events.last == .completed)
    }

    @Test func delayForwardsAnErrorAtOnce() {
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.delay(.seconds(5), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        DispatchQueue.dedicated().async {
            subject.onNext(1)
            subject.onError(TestError())
        }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.error(TestError())])
    }

    @Test func delaySubscriptionSubscribesOnTheScheduler() {
        let recording = Recording<Int>()
        let subscription = Observable.of(1, 2, 3)
            .delaySubscription(.milliseconds(10), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(1), .next(2), .next(3), .completed])
    }

    // MARK: timeout

    @Test func timeoutFailsWhenNothingArrives() {
        let recording = Recording<Int>()
        let subscription = Observable<Int>.never()
            .timeout(.milliseconds(20), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.error(RxError.timeout)])
    }

    @Test func timeoutSwitchesToTheFallback() {
        let recording = Recording<Int>()
        let subscription = Observable<Int>.never()
            .timeout(.milliseconds(20), other: Observable.of(7, 8), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(7), .next(8), .completed])
    }

    @Test func timeoutLetsElementsInTimeThrough() {
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.timeout(.seconds(5), scheduler: ConcurrentDispatchQueueScheduler(queue: .global()))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        DispatchQueue.dedicated().async {
            for element in 1...50 {
                subject.onNext(element)
            }
            subject.onCompleted()
        }
        #expect(recording.waitForTermination())
        #expect(recording.events == (1...50).map { .next($0) } + [.completed])
    }

    // MARK: interval and timer

    @Test func intervalCountsOnTheScheduler() {
        let recording = Recording<Int>()
        let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .take(5)
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(0), .next(1), .next(2), .next(3), .next(4), .completed])
    }

    @Test func intervalCountsOnASchedulerWrittenOutsideRipple() {
        let recording = Recording<Int>()
        let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: AsyncAfterScheduler())
            .take(5)
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(0), .next(1), .next(2), .next(3), .next(4), .completed])
    }

    @Test func intervalDisposedFromAnotherThreadStopsInOrder() {
        for _ in 0..<20 {
            let recording = Recording<Int>()
            let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: ConcurrentDispatchQueueScheduler(queue: .global()))
                .subscribe(recording.on)
            #expect(recording.waitForElements(3))
            DispatchQueue.global().sync { subscription.dispose() }
            let elements = recording.elements
            #expect(elements == Array(0..<elements.count))
        }
    }

    @Test func oneShotTimerEmitsZeroAndCompletes() {
        let recording = Recording<Int>()
        let subscription = Observable<Int>.timer(.milliseconds(10), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(0), .completed])
    }

    @Test func periodicTimerCounts() {
        let recording = Recording<Int>()
        let subscription = Observable<Int>.timer(.milliseconds(10), period: .milliseconds(5), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .take(3)
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(0), .next(1), .next(2), .completed])
    }

    // MARK: buffer and window

    @Test func bufferCutsByCountAcrossThreads() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests")
        let recording = Recording<[Int]>()
        let subscription = Observable.range(start: 1, count: 10, scheduler: scheduler)
            .buffer(timeSpan: .seconds(10), count: 3, scheduler: scheduler)
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next([1, 2, 3]), .next([4, 5, 6]), .next([7, 8, 9]), .next([10]), .completed])
    }

    @Test func bufferCutsByTime() {
        let subject = PublishSubject<Int>()
        let recording = Recording<[Int]>()
        let subscription = subject.buffer(timeSpan: .milliseconds(20), count: 100, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        subject.onNext(1)
        subject.onNext(2)
        #expect(recording.waitForElements(where: { !$0.isEmpty }))
        subject.onCompleted()
        #expect(recording.waitForTermination())
        #expect(recording.elements.flatMap { $0 } == [1, 2])
        #expect(recording.events.last == .completed)
    }

    @Test func windowCutsByCountAcrossThreads() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests")
        let recording = Recording<String>()
        let subscription = Observable.range(start: 1, count: 7, scheduler: scheduler)
            .window(timeSpan: .seconds(10), count: 3, scheduler: scheduler)
            .enumerated()
            .map { index, window in window.map { "\(index) \($0)" } }
            .concat()
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [
            .next("0 1"), .next("0 2"), .next("0 3"), .next("1 4"), .next("1 5"), .next("1 6"), .next("2 7"), .completed,
        ])
    }

    // MARK: sample

    @Test func sampleFromTwoThreadsEmitsNewerElementsOnly() {
        let source = PublishSubject<Int>()
        let sampler = PublishSubject<Void>()
        let recording = Recording<Int>()
        let subscription = source.sample(sampler).subscribe(recording.on)
        defer { subscription.dispose() }
        let group = DispatchGroup()
        DispatchQueue.dedicated().async(group: group) {
            for element in 1...2000 {
                source.onNext(element)
            }
            source.onCompleted()
        }
        DispatchQueue.dedicated().async(group: group) {
            for _ in 0..<200 {
                sampler.onNext(())
            }
        }
        #expect(group.wait(timeout: .now() + 10) == .success)
        sampler.onNext(())
        #expect(recording.waitForTermination())
        let elements = recording.elements
        #expect(zip(elements, elements.dropFirst()).allSatisfy { $0 < $1 })
        #expect(elements.allSatisfy { (1...2000).contains($0) })
        #expect(recording.events.last == .completed)
    }

    // MARK: take(for:) and skip(for:)

    @Test func takeForDurationCompletesWhenTheTimeIsUp() {
        let recording = Recording<Int>()
        let subscription = Observable<Int>.never()
            .take(for: .milliseconds(20), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.completed])
    }

    @Test func takeForDurationPassesElementsSentBeforeTheEnd() {
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.take(for: .seconds(5), scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests"))
            .subscribe(recording.on)
        defer { subscription.dispose() }
        DispatchQueue.dedicated().async {
            subject.onNext(1)
            subject.onNext(2)
            subject.onCompleted()
        }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(1), .next(2), .completed])
    }

    @Test func skipForDurationDropsEarlyElements() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimeOperatorsConcurrencyTests")
        let subject = PublishSubject<Int>()
        let recording = Recording<Int>()
        let subscription = subject.skip(for: .milliseconds(500), scheduler: scheduler).subscribe(recording.on)
        defer { subscription.dispose() }
        subject.onNext(1)
        DispatchQueue.dedicated().asyncAfter(deadline: .now() + 1.5) {
            subject.onNext(2)
            subject.onCompleted()
        }
        #expect(recording.waitForTermination())
        #expect(recording.events == [.next(2), .completed])
    }
}

/// Records the events of one subscription from any thread, and lets the test wait for them.
private final class Recording<Element: Sendable & Equatable>: Sendable {
    private let recorded = Locked<[Event<Element>]>([])
    private let received = DispatchSemaphore(value: 0)
    private let terminated = DispatchSemaphore(value: 0)

    /// Every event so far.
    var events: [Event<Element>] {
        recorded.value
    }

    /// The elements so far.
    var elements: [Element] {
        events.compactMap(\.element)
    }

    /// Records `event`; use it as the subscription's handler.
    func on(_ event: Event<Element>) {
        recorded.withValue { $0.append(event) }
        if event.isStopEvent {
            terminated.signal()
        } else {
            received.signal()
        }
    }

    /// Waits (up to ten seconds) for a terminal event.
    func waitForTermination() -> Bool {
        terminated.wait(timeout: .now() + 10) == .success
    }

    /// Waits (up to ten seconds) until at least `count` elements have arrived.
    func waitForElements(_ count: Int) -> Bool {
        waitForElements(where: { _ in true }, count: count)
    }

    /// Waits (up to ten seconds) until `count` elements satisfying `predicate` have arrived.
    func waitForElements(where predicate: (Element) -> Bool, count: Int = 1) -> Bool {
        let deadline = DispatchTime.now() + 10
        while elements.filter(predicate).count < count {
            guard received.wait(timeout: deadline) == .success else { return false }
        }
        return true
    }
}

/// A scheduler as a user might write one: it implements only `now`, `schedule` and
/// `scheduleRelative` (with `asyncAfter` on a serial queue), so `interval` runs on the default
/// periodic scheduling that `SchedulerType` provides.
private final class AsyncAfterScheduler: SchedulerType {
    private let queue = DispatchQueue(label: "AsyncAfterScheduler")

    var now: RxTime {
        Date()
    }

    func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType: Sendable>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable) -> Disposable {
        // `SingleAssignmentDisposable` is not `Sendable` (it may hold a non-`Sendable` result), so
        // a scheduler written in Swift 6 mode shares it through a lock.
        let work = Locked(SingleAssignmentDisposable())
        queue.asyncAfter(deadline: .now() + dueTime) {
            guard !work.value.isDisposed else { return }
            work.value.setDisposable(action(state))
        }
        return work.value
    }
}
