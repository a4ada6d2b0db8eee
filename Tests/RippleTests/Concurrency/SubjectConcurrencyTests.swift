import Dispatch
import Foundation
import Ripple
import Testing
import TestSupport

/// Subjects driven from several threads at once. CI reruns these under ThreadSanitizer.
@Suite(.tags(.threads)) struct SubjectConcurrencyTests {
    static let senders = Senders(count: 4, perSender: 10_000)

    @Test(arguments: SubjectKind.allCases)
    func concurrentSendsAreSerializedWithoutLossOrDuplication(_ kind: SubjectKind) throws {
        let subject = kind.make()
        let probe = SerialProbe()
        let subscription = subject.subscribe(probe)
        DispatchQueue.concurrentPerform(iterations: Self.senders.count) { sender in
            for step in 0..<Self.senders.perSender {
                subject.send(.next(Self.senders.value(sender: sender, step: step)))
            }
        }
        subject.send(.completed)
        subscription.dispose()

        #expect(!probe.wasEnteredConcurrently)
        let events = probe.events
        #expect(events.last?.isCompleted == true)
        #expect(SerialProbe.followsGrammar(events))
        let values = events.compactMap(\.element)
        switch kind {
        case .async:
            let lastValues = (0..<Self.senders.count).map { Self.senders.value(sender: $0, step: Self.senders.perSender - 1) }
            #expect(values.count == 1)
            #expect(lastValues.contains(try #require(values.first)))
        case .behavior:
            #expect(values.first == SubjectKind.initialValue)
            let sent = Array(values.dropFirst())
            #expect(sent.count == Self.senders.count * Self.senders.perSender)
            #expect(Set(sent) == Self.senders.allValues)
            #expect(Senders.keepsEachSendersOrder(sent))
        case .publish, .replayBounded, .replayUnbounded:
            #expect(values.count == Self.senders.count * Self.senders.perSender)
            #expect(Set(values) == Self.senders.allValues)
            #expect(Senders.keepsEachSendersOrder(values))
        }
    }

    @Test(arguments: SubjectKind.allCases)
    func replaysWhatItAcceptedToLateSubscribers(_ kind: SubjectKind) {
        let subject = kind.make()
        let early = SerialProbe()
        _ = subject.subscribe(early)
        DispatchQueue.concurrentPerform(iterations: Self.senders.count) { sender in
            for step in 0..<1_000 {
                subject.send(.next(Self.senders.value(sender: sender, step: step)))
            }
        }
        subject.send(.completed)
        let late = SerialProbe()
        _ = subject.subscribe(late)

        let accepted = early.events
        switch kind {
        case .publish:
            #expect(late.events == [.completed])
        case .behavior:
            #expect(late.events == [.completed])
        case .replayBounded:
            #expect(late.events == Array(accepted.suffix(SubjectKind.replayBufferSize + 1)))
        case .replayUnbounded, .async:
            #expect(late.events == accepted)
        }
    }

    @Test(arguments: SubjectKind.allCases, [TerminalKind.completed, .error])
    func terminalEventSentConcurrentlyWithElementsIsLast(_ kind: SubjectKind, _ terminal: TerminalKind) {
        let subject = kind.make()
        let probe = SerialProbe()
        _ = subject.subscribe(probe)
        DispatchQueue.concurrentPerform(iterations: Self.senders.count) { sender in
            for step in 0..<Self.senders.perSender {
                if sender == 0 && step == Self.senders.perSender / 2 {
                    subject.send(terminal.event)
                }
                subject.send(.next(Self.senders.value(sender: sender, step: step)))
            }
        }
        let late = SerialProbe()
        _ = subject.subscribe(late)

        #expect(!probe.wasEnteredConcurrently)
        let events = probe.events
        #expect(SerialProbe.followsGrammar(events))
        #expect(events.filter(\.isStopEvent).count == 1)
        #expect(events.last.map(terminal.matches) == true)
        #expect(Senders.keepsEachSendersOrder(events.compactMap(\.element)))
        #expect(late.events.last.map(terminal.matches) == true)
        #expect(SerialProbe.followsGrammar(late.events))
    }

    @Test(arguments: SubjectKind.allCases)
    func subscribingAndDisposingWhileSending(_ kind: SubjectKind) {
        // Smaller numbers than the other tests: each new subscriber of a replaying subject
        // receives the whole buffer.
        let subject = kind.make()
        let probes = Locked<[SerialProbe]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker < 2 {
                for step in 0..<3_000 {
                    subject.send(.next(Self.senders.value(sender: worker, step: step)))
                }
            } else {
                for _ in 0..<200 {
                    let probe = SerialProbe()
                    probes.append(probe)
                    subject.subscribe(probe).dispose()
                }
            }
        }
        #expect(!subject.hasObservers())
        let collected = probes.value
        #expect(collected.count == 400)
        for probe in collected {
            let events = probe.events
            #expect(!probe.wasEnteredConcurrently)
            #expect(events.allSatisfy { !$0.isStopEvent })
            #expect(Senders.keepsEachSendersOrder(events.compactMap(\.element).filter { $0 != SubjectKind.initialValue }))
        }
    }

    @Test(arguments: SubjectKind.allCases)
    func disposingTheSubjectWhileSendingStopsDelivery(_ kind: SubjectKind) {
        let subject = kind.make()
        let probe = SerialProbe()
        _ = subject.subscribe(probe)
        DispatchQueue.concurrentPerform(iterations: Self.senders.count) { sender in
            for step in 0..<2_000 {
                if sender == 0 && step == 1_000 {
                    subject.dispose()
                }
                subject.send(.next(Self.senders.value(sender: sender, step: step)))
            }
        }
        let countAfterDisposal = probe.events.count
        subject.send(.next(-2))
        subject.send(.completed)
        #expect(!probe.wasEnteredConcurrently)
        #expect(probe.events.count == countAfterDisposal)
        #expect(SerialProbe.followsGrammar(probe.events))
        let sentByTheDisposerAfterwards = probe.events.compactMap(\.element).filter { (1_000..<2_000).contains($0) }
        #expect(sentByTheDisposerAfterwards.isEmpty)
        let late = SerialProbe()
        _ = subject.subscribe(late)
        #expect(late.events.count == 1)
        #expect(late.events.first?.error is RxError)
    }
}

/// The subject types under test, behind one small interface.
enum SubjectKind: CaseIterable, CustomStringConvertible, Sendable {
    case publish
    case behavior
    case replayBounded
    case replayUnbounded
    case async

    static let initialValue = -1
    static let replayBufferSize = 10

    var description: String {
        switch self {
        case .publish: "PublishSubject"
        case .behavior: "BehaviorSubject"
        case .replayBounded: "ReplaySubject(bufferSize: 10)"
        case .replayUnbounded: "ReplaySubject.createUnbounded()"
        case .async: "AsyncSubject"
        }
    }

    func make() -> SubjectUnderTest {
        switch self {
        case .publish:
            let subject = PublishSubject<Int>()
            return SubjectUnderTest(subject) { subject.hasObservers }
        case .behavior:
            let subject = BehaviorSubject(value: Self.initialValue)
            return SubjectUnderTest(subject) { subject.hasObservers }
        case .replayBounded:
            let subject = ReplaySubject<Int>.create(bufferSize: Self.replayBufferSize)
            return SubjectUnderTest(subject) { subject.hasObservers }
        case .replayUnbounded:
            let subject = ReplaySubject<Int>.createUnbounded()
            return SubjectUnderTest(subject) { subject.hasObservers }
        case .async:
            let subject = AsyncSubject<Int>()
            return SubjectUnderTest(subject) { subject.hasObservers }
        }
    }
}

/// A subject seen through closures, so one test body serves every subject type.
struct SubjectUnderTest: Sendable {
    let send: @Sendable (Event<Int>) -> Void
    let subscribe: @Sendable (SerialProbe) -> Disposable
    let hasObservers: @Sendable () -> Bool
    let dispose: @Sendable () -> Void

    init<Subject: SubjectType & ObserverType & Cancelable & Sendable>(
        _ subject: Subject,
        hasObservers: @escaping @Sendable () -> Bool
    ) where Subject.Element == Int {
        send = { subject.on($0) }
        subscribe = { subject.subscribe($0) }
        self.hasObservers = hasObservers
        dispose = { subject.dispose() }
    }
}

/// The terminal event a test sends concurrently with elements.
enum TerminalKind: CustomStringConvertible, Sendable {
    case completed
    case error

    var event: Event<Int> {
        switch self {
        case .completed: .completed
        case .error: .error(TestError(name: "concurrent terminal"))
        }
    }

    func matches(_ event: Event<Int>) -> Bool {
        switch self {
        case .completed: event.isCompleted
        case .error: (event.error as? TestError) == TestError(name: "concurrent terminal")
        }
    }

    var description: String {
        switch self {
        case .completed: "completed"
        case .error: "error"
        }
    }
}
