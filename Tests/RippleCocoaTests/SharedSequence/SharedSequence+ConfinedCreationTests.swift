import Foundation
import Ripple
import RippleCocoa
import RippleTest
import Testing
import TestSupport

/// An element that is not `Sendable`.
final class NonSendableItem: Equatable, CustomStringConvertible {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    static func == (lhs: NonSendableItem, rhs: NonSendableItem) -> Bool {
        lhs.name == rhs.name
    }

    var description: String { name }
}

/// Operators written as RxSwiftExt, RxOptional and RxFeedback write them: in extensions of
/// `SharedSequence` whose element is unconstrained, with `just` and `empty`.
extension SharedSequence {
    /// RxSwiftExt's `distinct`: each element once, compared by `isSame`.
    fileprivate func distinctElements(_ isSame: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        var seen: [Element] = []
        return flatMap { element -> SharedSequence<SharingStrategy, Element> in
            if seen.contains(where: { isSame($0, element) }) {
                return .empty()
            }
            seen.append(element)
            return .just(element)
        }
    }

    /// RxOptional's `filterNil`: the values, without the `nil`s.
    fileprivate func unwrapped<Wrapped>() -> SharedSequence<SharingStrategy, Wrapped> where Element == Wrapped? {
        flatMap { element -> SharedSequence<SharingStrategy, Wrapped> in
            element.map { .just($0) } ?? .empty()
        }
    }

    /// The sequence, after `elements`.
    fileprivate func startingWith(_ elements: [Element]) -> SharedSequence<SharingStrategy, Element> {
        .concat([.from(elements), self])
    }
}

@Suite(.tags(.threads)) struct SharedSequenceConfinedCreationTests {
    @Test func aGenericOperatorEmitsElementsThatAreNotSendable() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, NonSendableItem("a")), .next(220, NonSendableItem("b")), .next(230, NonSendableItem("a")), .completed(240)])
        let res = scheduler.startSharing {
            xs.asObservable().map { $0.name }.asDriver(onErrorJustReturn: "").map(NonSendableItem.init).distinctElements(==)
        }
        #expect(res.events == [.next(210, NonSendableItem("a")), .next(220, NonSendableItem("b")), .completed(240)])
    }

    @Test func aGenericOperatorOverOptionalsKeepsTheValues() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1 as Int?), .next(220, nil), .next(230, 3), .completed(240)])
        let res = scheduler.startSharing { xs.asDriver(onErrorJustReturn: nil).unwrapped() }
        #expect(res.events == [.next(210, 1), .next(230, 3), .completed(240)])
    }

    @Test func fromAndOfEmitOneElementPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        var made: (from: Driver<NonSendableItem>, of: Signal<NonSendableItem>, optional: Driver<NonSendableItem>, none: Driver<NonSendableItem>)?
        SharingScheduler.mock(scheduler: scheduler) {
            made = (Driver.never().startingWith([NonSendableItem("a"), NonSendableItem("b")]), Signal.of(NonSendableItem("c")), Driver.from(optional: NonSendableItem("d")), Driver.from(optional: nil))
        }
        guard let made else { return }
        let from = scheduler.subscribe(made.from, at: 200)
        let of = scheduler.subscribe(made.of, at: 200)
        let optional = scheduler.subscribe(made.optional, at: 200)
        let none = scheduler.subscribe(made.none, at: 200)
        scheduler.start()
        #expect(from.events == [.next(201, NonSendableItem("a")), .next(202, NonSendableItem("b"))])
        #expect(of.events == [.next(201, NonSendableItem("c")), .completed(202)])
        #expect(optional.events == [.next(201, NonSendableItem("d")), .completed(202)])
        #expect(none.events == [.completed(201)])
    }

    @Test func anElementDeliveredOnAnotherThreadIsDroppedAndReported() {
        let scheduler = TestScheduler(initialClock: 0)
        let madeElsewhere = Locked<Driver<NonSendableItem>?>(nil)
        let made = DispatchSemaphore(value: 0)
        // The sequence is made on a thread of its own; the test's thread runs the scheduler.
        let thread = Thread {
            SharingScheduler.mock(scheduler: scheduler) { madeElsewhere.value = Driver.just(NonSendableItem("a")) }
            made.signal()
        }
        thread.start()
        #expect(made.wait(timeout: .now() + 10) == .success)
        let reported = SharedLog()
        let res = withHooks(defaultErrorHandler: { _, error in reported.append("\(error)") }) { () -> TestableObserver<NonSendableItem> in
            let res = scheduler.subscribe(madeElsewhere.value ?? .never(), at: 200)
            scheduler.start()
            return res
        }
        #expect(res.events == [.completed(201)])
        #expect(reported.entries == [
            "SharedSequence.just was given an element of type NonSendableItem, which is not known to be Sendable, and its scheduler would "
                + "deliver it on another thread than the one that made the sequence; the element was dropped. Make the sequence "
                + "on the scheduler's thread (inside an operator of a shared sequence), or require `Element: Sendable` where it "
                + "is made.",
        ])
    }
}
