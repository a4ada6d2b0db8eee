import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// An observer handling an element on one thread waits for another thread, which meanwhile sends
/// an event to the same operator or subject: a terminal event (RxSwift's
/// `testDelay_TimeSpan_Real_Error3`), or another element. The second thread must not wait for the
/// delivery that waits for it: its event is queued and delivered once the handler returns. CI reruns
/// these under ThreadSanitizer.
@Suite(.tags(.threads)) struct SendersNeverWaitForTheirOwnDeliveryConcurrencyTests {
    static let cases: [SecondSenderCase] = [
        SecondSenderCase(name: "PublishSubject") {
            let subject = PublishSubject<Int>()
            return (subject.asObservable(), { subject.onNext(1) }, { subject.on($0) })
        },
        SecondSenderCase(name: "BehaviorSubject") {
            let subject = BehaviorSubject(value: 0)
            return (subject.skip(1), { subject.onNext(1) }, { subject.on($0) })
        },
        SecondSenderCase(name: "ReplaySubject") {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            return (subject.asObservable(), { subject.onNext(1) }, { subject.on($0) })
        },
        SecondSenderCase(name: "create") {
            let observer = Locked<SerializedObserver<Int>?>(nil)
            let created = Observable<Int>.create { sent in
                observer.value = sent
                return Disposables.create()
            }
            return (created, { observer.value?.onNext(1) }, { observer.value?.on($0) })
        },
        SecondSenderCase(name: "merge") {
            let (first, second) = (PublishSubject<Int>(), PublishSubject<Int>())
            return (Observable.merge(first, second), { first.onNext(1) }, { event in
                if event.isCompleted { first.onCompleted() }
                second.on(event)
            })
        },
        SecondSenderCase(name: "flatMap") {
            let (first, second) = (PublishSubject<Int>(), PublishSubject<Int>())
            return (Observable.of(first, second).flatMap { $0 }, { first.onNext(1) }, { event in
                if event.isCompleted { first.onCompleted() }
                second.on(event)
            })
        },
        SecondSenderCase(name: "combineLatest") {
            let (first, second) = (PublishSubject<Int>(), BehaviorSubject(value: 0))
            return (Observable.combineLatest(first, second) { value, _ in value }, { first.onNext(1) }, { event in
                switch event {
                case .next: first.on(event)
                case .error: second.on(event)
                case .completed:
                    first.onCompleted()
                    second.onCompleted()
                }
            })
        },
        SecondSenderCase(name: "zip") {
            let (first, second) = (PublishSubject<Int>(), ReplaySubject<Int>.createUnbounded())
            second.onNext(0)
            return (Observable.zip(first, second) { value, _ in value }, { first.onNext(1) }, { event in
                switch event {
                case .next:
                    second.onNext(0)
                    first.on(event)
                case .error: second.on(event)
                case .completed:
                    first.onCompleted()
                    second.onCompleted()
                }
            })
        },
        SecondSenderCase(name: "withLatestFrom") {
            let (first, second) = (PublishSubject<Int>(), BehaviorSubject(value: 0))
            return (first.withLatestFrom(second) { value, _ in value }, { first.onNext(1) }, { event in
                if case .error = event { second.on(event) } else { first.on(event) }
            })
        },
        SecondSenderCase(name: "switchLatest") {
            let (outer, inner) = (PublishSubject<Int>(), PublishSubject<Int>())
            return (outer.map { _ in inner.asObservable() }.switchLatest(), { inner.onNext(1) }, { event in
                inner.on(event)
                if event.isCompleted { outer.onCompleted() }
            }, { outer.onNext(0) })
        },
        SecondSenderCase(name: "delay on a concurrent scheduler") {
            let subject = PublishSubject<Int>()
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            return (subject.delay(.milliseconds(10), scheduler: scheduler), { subject.onNext(1) }, { subject.on($0) })
        },
        SecondSenderCase(name: "observe(on:) a concurrent scheduler") {
            let subject = PublishSubject<Int>()
            let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
            return (subject.observe(on: scheduler), { subject.onNext(1) }, { subject.on($0) })
        },
    ]

    @Test(arguments: cases)
    func anErrorSentWhileAnElementIsDeliveredFollowsIt(_ operatorCase: SecondSenderCase) {
        operatorCase.check(second: .error(TestError()), expecting: [.next(1), .error(TestError())])
    }

    @Test(arguments: cases)
    func completionSentWhileAnElementIsDeliveredFollowsIt(_ operatorCase: SecondSenderCase) {
        operatorCase.check(second: .completed, expecting: [.next(1), .completed])
    }

    @Test(arguments: cases)
    func anElementSentWhileAnElementIsDeliveredFollowsIt(_ operatorCase: SecondSenderCase) {
        operatorCase.check(second: .next(2), expecting: [.next(1), .next(2)])
    }
}

/// An operator or subject set up for the second-sender scenario: an observable, what sends its
/// first element (from one thread), and what sends a second event to it (from another).
struct SecondSenderCase: Sendable, CustomTestStringConvertible {
    let name: String
    let build: @Sendable () -> (observable: Observable<Int>, sendFirst: @Sendable () -> Void, sendSecond: @Sendable (Event<Int>) -> Void, afterSubscribing: @Sendable () -> Void)

    var testDescription: String { name }

    init(name: String, build: @escaping @Sendable () -> (Observable<Int>, @Sendable () -> Void, @Sendable (Event<Int>) -> Void)) {
        self.name = name
        self.build = {
            let (observable, first, second) = build()
            return (observable, first, second, {})
        }
    }

    init(name: String, build: @escaping @Sendable () -> (Observable<Int>, @Sendable () -> Void, @Sendable (Event<Int>) -> Void, @Sendable () -> Void)) {
        self.name = name
        self.build = { build() }
    }

    /// Thread D sends the first element; the observer's handler then waits for thread T, which
    /// sends `second` and acknowledges. Checks that the observer receives `expected`, in order,
    /// within seconds.
    func check(second: Event<Int>, expecting expected: [Event<Int>], sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<3 {
            let (observable, sendFirst, sendSecond, afterSubscribing) = build()
            let elementInHandler = DispatchSemaphore(value: 0)
            let acknowledged = DispatchSemaphore(value: 0)
            let received = Locked<[Event<Int>]>([])
            let allReceived = DispatchSemaphore(value: 0)
            let subscription = observable.subscribe { event in
                let count = received.withValue { events -> Int in
                    events.append(event)
                    return events.count
                }
                if count == 1 {
                    elementInHandler.signal()
                    _ = acknowledged.wait(timeout: .now() + 5)
                }
                if count == expected.count { allReceived.signal() }
            }
            afterSubscribing()
            DispatchQueue.dedicated().async { sendFirst() }
            DispatchQueue.dedicated().async {
                _ = elementInHandler.wait(timeout: .now() + 5)
                sendSecond(second)
                acknowledged.signal()
            }
            #expect(allReceived.wait(timeout: .now() + 10) == .success, "\(name): the second sender waited for the delivery that waited for it", sourceLocation: sourceLocation)
            #expect(received.value == expected, "\(name)", sourceLocation: sourceLocation)
            subscription.dispose()
        }
    }
}
