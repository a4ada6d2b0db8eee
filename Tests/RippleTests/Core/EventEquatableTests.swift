import Foundation
import Ripple
import Testing

/// `Event`'s equality: the same case with equal contents; errors equal by their own equality
/// when they have one, otherwise by domain, code and description. Every pair of cases, both ways.
@Suite struct EventEquatableTests {
    private struct Failure: Error, Equatable {
        let reason: String
    }

    private struct Opaque: Error {}

    private struct OtherOpaque: Error {}

    @Test func theSameCaseWithEqualContentsIsEqual() {
        #expect(Event.next(1) == Event.next(1))
        #expect(Event<Int>.completed == Event<Int>.completed)
        #expect(Event<Int>.error(Failure(reason: "a")) == Event<Int>.error(Failure(reason: "a")))
        #expect(Event<Int>.error(Opaque()) == Event<Int>.error(Opaque()))
    }

    @Test func theSameCaseWithDifferentContentsIsNotEqual() {
        #expect(Event.next(1) != Event.next(2))
        #expect(Event<Int>.error(Failure(reason: "a")) != Event<Int>.error(Failure(reason: "b")))
        #expect(Event<Int>.error(Opaque()) != Event<Int>.error(OtherOpaque()))
        #expect(Event<Int>.error(NSError(domain: "d", code: 1)) != Event<Int>.error(NSError(domain: "d", code: 2)))
    }

    @Test func differentCasesAreNotEqualEitherWay() {
        let events: [Event<Int>] = [.next(1), .error(Failure(reason: "a")), .completed]
        for (leftIndex, left) in events.enumerated() {
            for (rightIndex, right) in events.enumerated() where leftIndex != rightIndex {
                #expect(left != right, "\(left) and \(right)")
            }
        }
    }
}
