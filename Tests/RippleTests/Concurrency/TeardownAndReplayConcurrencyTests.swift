import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// No operator tears a source down, and no subject replays, while holding a turn another thread may
/// wait for: dispose code and replaying observers that need a lock held by a thread sending to the
/// same operator (or subscribing to the same subject) finish. RxSwift fixed these deadlocks for
/// `zip`, `merge` and `ReplaySubject`; the rule holds for every operator that serializes several
/// inputs. CI reruns these under ThreadSanitizer.
@Suite(.tags(.threads)) struct TeardownAndReplayConcurrencyTests {
    static let teardownCases: [TeardownCase] = [
        TeardownCase(name: "zip of a collection") { locked, feeding in
            let other = PublishSubject<Int>()
            return (Observable.zip([locked, other.asObservable()]).map { $0[0] }, { feeding.onCompleted() }, { other.onNext(1) })
        },
        TeardownCase(name: "zip of two") { locked, feeding in
            let other = PublishSubject<Int>()
            return (Observable.zip(locked, other.asObservable()) { $0 + $1 }, { feeding.onCompleted() }, { other.onNext(1) })
        },
        TeardownCase(name: "combineLatest") { locked, feeding in
            let other = PublishSubject<Int>()
            return (Observable.combineLatest(locked, other.asObservable()) { $0 + $1 }, { feeding.onCompleted() }, { other.onNext(1) })
        },
        TeardownCase(name: "merge") { locked, feeding in
            let other = PublishSubject<Int>()
            return (Observable.merge(locked, other.asObservable()), { feeding.onCompleted() }, { other.onNext(1) })
        },
        TeardownCase(name: "flatMap") { locked, feeding in
            let other = PublishSubject<Int>()
            return (Observable.of(locked, other.asObservable()).flatMap { $0 }, { feeding.onCompleted() }, { other.onNext(1) })
        },
        TeardownCase(name: "flatMapFirst") { locked, feeding in
            let outer = PublishSubject<Int>()
            return (outer.startWith(0).flatMapFirst { $0 == 0 ? locked : .just($0) }, { feeding.onCompleted() }, { outer.onNext(1) })
        },
        TeardownCase(name: "merge(maxConcurrent:)") { locked, feeding in
            let other = PublishSubject<Int>()
            return (Observable.of(locked, other.asObservable()).merge(maxConcurrent: 2), { feeding.onCompleted() }, { other.onNext(1) })
        },
        TeardownCase(name: "concatMap") { locked, feeding in
            let outer = PublishSubject<Int>()
            return (outer.startWith(0).concatMap { $0 == 0 ? locked : .just($0) }, { feeding.onCompleted() }, { outer.onNext(1) })
        },
        TeardownCase(name: "switchLatest") { locked, _ in
            let outer = PublishSubject<Int>()
            return (outer.startWith(0).map { $0 == 0 ? locked : .never() }.switchLatest(), { outer.onNext(1) }, { outer.onNext(2) })
        },
        TeardownCase(name: "flatMapLatest") { locked, _ in
            let outer = PublishSubject<Int>()
            return (outer.startWith(0).flatMapLatest { $0 == 0 ? locked : .never() }, { outer.onNext(1) }, { outer.onNext(2) })
        },
        TeardownCase(name: "withLatestFrom") { locked, feeding in
            let source = PublishSubject<Int>()
            return (source.withLatestFrom(locked), { feeding.onCompleted() }, { source.onNext(1) })
        },
        TeardownCase(name: "take(until:)") { locked, feeding in
            let source = PublishSubject<Int>()
            return (source.take(until: locked), { feeding.onNext(0) }, { source.onNext(1) })
        },
        TeardownCase(name: "skip(until:)") { locked, feeding in
            let source = PublishSubject<Int>()
            return (source.skip(until: locked), { feeding.onNext(0) }, { source.onNext(1) })
        },
        TeardownCase(name: "amb") { locked, _ in
            let other = PublishSubject<Int>()
            return (locked.amb(other), { other.onNext(1) }, { other.onNext(2) })
        },
        TeardownCase(name: "sample") { locked, feeding in
            let sampler = PublishSubject<Int>()
            return (locked.sample(sampler), { feeding.onCompleted() }, { sampler.onNext(1) })
        },
        TeardownCase(name: "create") { locked, feeding in
            (locked, { feeding.onCompleted() }, { feeding.onNext(1) })
        },
    ]

    @Test(arguments: teardownCases)
    func tearingASourceDownHoldsNoTurnASenderWaitsFor(_ operatorCase: TeardownCase) {
        operatorCase.check()
    }

    static let replayingSubjects: [ReplayCase] = [
        ReplayCase(name: "ReplaySubject(bufferSize: 1)") {
            let subject = ReplaySubject<Int>.create(bufferSize: 1)
            subject.onNext(1)
            return subject.asObservable()
        },
        ReplayCase(name: "ReplaySubject.createUnbounded()") {
            let subject = ReplaySubject<Int>.createUnbounded()
            subject.onNext(1)
            return subject.asObservable()
        },
        ReplayCase(name: "BehaviorSubject") { BehaviorSubject(value: 1).asObservable() },
        ReplayCase(name: "BehaviorRelay") { BehaviorRelay(value: 1).asObservable() },
        ReplayCase(name: "ReplayRelay") {
            let relay = ReplayRelay<Int>.create(bufferSize: 1)
            relay.accept(1)
            return relay.asObservable()
        },
        ReplayCase(name: "share(replay: 1, scope: .forever)") {
            let shared = Observable<Int>.never().startWith(1).share(replay: 1, scope: .forever)
            _ = shared.subscribe()
            return shared
        },
        ReplayCase(name: "share(replay: 1, scope: .whileConnected)") {
            let shared = Observable<Int>.never().startWith(1).share(replay: 1)
            _ = shared.subscribe()
            return shared
        },
        ReplayCase(name: "replay(1)") {
            let replayed = Observable<Int>.never().startWith(1).replay(1)
            _ = replayed.connect()
            return replayed.asObservable()
        },
    ]

    @Test(arguments: replayingSubjects)
    func replayingToAnObserverHoldsNoTurnASubscriberWaitsFor(_ subjectCase: ReplayCase) {
        subjectCase.check()
    }

    @Test func eventsSentFromAnotherThreadDuringAReplayFollowIt() {
        let subject = ReplaySubject<Int>.createUnbounded()
        for value in 0..<3 { subject.onNext(value) }
        let received = Locked<[Int]>([])
        let replayStarted = DispatchSemaphore(value: 0)
        let sent = DispatchSemaphore(value: 0)
        DispatchQueue.dedicated().async {
            _ = replayStarted.wait(timeout: .now() + 5)
            subject.onNext(3)
            subject.onCompleted()
            sent.signal()
        }
        _ = subject.subscribe { event in
            received.append(event.element ?? -1)
            if event.element == 0 {
                replayStarted.signal()
                _ = sent.wait(timeout: .now() + 5)
            }
        }
        #expect(received.value == [0, 1, 2, 3, -1])
    }
}

/// A replaying subject set up for the replay scenario: thread B subscribes an observer whose
/// handler needs the foreign lock (the replay calls it); thread A, holding the lock, subscribes to
/// the same subject.
struct ReplayCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// Makes the subject (or shared sequence) with one element to replay.
    let make: @Sendable () -> Observable<Int>

    var testDescription: String { name }

    /// Runs the scenario three times.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        for _ in 0..<3 {
            let foreignLock = NSLock()
            let started = DispatchSemaphore(value: 0)
            let acquired = DispatchSemaphore(value: 0)
            let replaying = SendableObservable(make())
            ForeignLockScenario.run(
                name,
                started: started,
                acquired: acquired,
                foreignLock: foreignLock,
                send: { replaying.observable.subscribe().dispose() },
                trigger: {
                    replaying.observable.subscribe(onNext: { _ in
                        ForeignLockScenario.needTheLock(foreignLock, started: started, acquired: acquired)
                    }).dispose()
                },
                sourceLocation: sourceLocation
            )
        }
    }
}

/// An observable handed to other threads in a test: every observable this suite shares is backed
/// by a thread-safe subject or connection.
struct SendableObservable: @unchecked Sendable {
    // @unchecked Sendable: the observables wrapped here are subjects, relays and shared
    // sequences, which may be subscribed from any thread.
    let observable: Observable<Int>

    init(_ observable: Observable<Int>) {
        self.observable = observable
    }
}
