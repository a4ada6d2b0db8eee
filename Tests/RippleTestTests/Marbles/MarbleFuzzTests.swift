import Ripple
import RippleTest
import Testing
import TestSupport

/// Random strings over the symbols, whitespace and value names: the parsers never crash or hang,
/// and either parse or throw a ``MarbleError`` pointing inside (or just past) the diagram.
@Suite struct MarbleFuzzTests {
    private static let values = MarbleFuzzCorpus.values
    private static let errors = MarbleFuzzCorpus.errors

    @Test func eventDiagramsParseOrThrowAMarbleError() {
        var parsedCount = 0
        var problemKinds: Set<String> = []
        for (iteration, diagram) in MarbleFuzzCorpus.eventDiagrams.enumerated() {
            do {
                let timelines = try Marbles.parse(diagram, values: Self.values, errors: Self.errors)
                parsedCount += 1
                checkGrammar(timelines, diagram: diagram, iteration: iteration)
                checkCanonicalRoundTrip(timelines, diagram: diagram, iteration: iteration)
            } catch {
                checkLocation(error, diagram: diagram, iteration: iteration)
                problemKinds.insert(String("\(error.problem)".prefix { $0 != "(" }))
            }
        }
        #expect(parsedCount > 300)
        #expect(problemKinds.count >= 10, "problems seen: \(problemKinds.sorted())")
    }

    @Test func subscriptionDiagramsParseOrThrowAMarbleError() {
        var parsedCount = 0
        for (iteration, diagram) in MarbleFuzzCorpus.subscriptionDiagrams.enumerated() {
            do {
                let subscription = try Marbles.parseSubscription(diagram)
                parsedCount += 1
                #expect(subscription.subscribe >= 0, "iteration \(iteration): \(diagram)")
                #expect(subscription.unsubscribe >= subscription.subscribe, "iteration \(iteration): \(diagram)")
                #expect(try Marbles.parseSubscription(subscription.marbles) == subscription, "iteration \(iteration): \(diagram)")
            } catch {
                checkLocation(error, diagram: diagram, iteration: iteration)
            }
        }
        #expect(parsedCount > 40)
    }

    /// Each timeline obeys `next* (error | completed)?` in time order; every timeline but the last
    /// ends with a terminal event.
    private func checkGrammar(_ timelines: [[Recorded<Event<Int>>]], diagram: String, iteration: Int) {
        #expect(!timelines.isEmpty, "iteration \(iteration): \(diagram)")
        for (index, timeline) in timelines.enumerated() {
            let times = timeline.map(\.time)
            #expect(times == times.sorted(), "iteration \(iteration): \(diagram)")
            let terminals = timeline.indices.filter { timeline[$0].value.isStopEvent }
            #expect(terminals.count <= 1, "iteration \(iteration): \(diagram)")
            if let terminal = terminals.first {
                #expect(terminal == timeline.count - 1, "iteration \(iteration): \(diagram)")
            } else {
                #expect(index == timelines.count - 1, "iteration \(iteration): \(diagram)")
            }
        }
    }

    /// Drawing the parsed timelines gives a canonical diagram: parsing it gives the same events,
    /// and drawing those gives the same diagram.
    private func checkCanonicalRoundTrip(_ timelines: [[Recorded<Event<Int>>]], diagram: String, iteration: Int) {
        let canonical = timelines.marbles(values: Self.values, errors: Self.errors)
        guard !canonical.contains("?") else { return }
        do {
            let reparsed = try Marbles.parse(canonical, values: Self.values, errors: Self.errors)
            #expect(reparsed == timelines, "iteration \(iteration): \(diagram) drawn as \(canonical)")
            #expect(reparsed.marbles(values: Self.values, errors: Self.errors) == canonical, "iteration \(iteration): \(diagram)")
        } catch {
            Issue.record("iteration \(iteration): \(diagram) drawn as \(canonical) does not parse: \(error.message)")
        }
    }

    private func checkLocation(_ error: MarbleError, diagram: String, iteration: Int) {
        #expect(error.diagram == diagram)
        #expect((1...(diagram.count + 1)).contains(error.column), "iteration \(iteration): \(diagram) column \(error.column)")
        let caretLine = error.message.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        #expect(caretLine.count == error.column + 2, "iteration \(iteration): \(diagram)")
        #expect(caretLine.last == "^", "iteration \(iteration): \(diagram)")
    }
}
