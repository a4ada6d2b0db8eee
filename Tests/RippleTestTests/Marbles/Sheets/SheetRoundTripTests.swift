import Ripple
@testable import RippleTest
import Testing
import TestSupport

/// Drawing lanes as a sheet, then reading the sheet back, gives the same lanes: over every diagram
/// of the marble fuzz corpus that parses, at one tick per frame and stretched so that quiet
/// stretches are written as durations, with the corpus's subscriptions below the first lane.
@Suite struct SheetRoundTripTests {
    @Test(arguments: [(1, 1.0), (137, 0.001), (1_000, 60.0)])
    func drawingThenReadingGivesTheLanesBack(stretch: Int, resolution: Double) throws {
        let subscriptions = MarbleFuzzCorpus.subscriptionDiagrams.compactMap { try? Marbles.parseSubscription($0) }
        var drawn = 0
        var withDurations = 0
        for (iteration, diagram) in MarbleFuzzCorpus.eventDiagrams.enumerated() {
            guard let timelines = try? Marbles.parse(diagram, values: MarbleFuzzCorpus.values, errors: MarbleFuzzCorpus.errors) else { continue }
            var lanes = timelines.enumerated().map { index, events in
                let stretched = events.map { Recorded(time: $0.time * stretch, value: $0.value) }
                return MarbleLane(stretched).described(name: timelines.count == 1 && iteration % 2 == 0 ? nil : "t\(index)", by: MarbleSheet.describe)
            }
            if lanes.count > 1 || lanes[0].name != nil, !subscriptions.isEmpty {
                let subscription = subscriptions[iteration % subscriptions.count]
                lanes[0].rows.append(.subscription(Subscription(
                    subscription.subscribe * stretch,
                    subscription.unsubscribe == Int.max ? Int.max : subscription.unsubscribe * stretch
                )))
            }
            let text = SheetDrawing(lanes: lanes, resolution: resolution).text
            guard !text.contains("?") else { continue }
            drawn += 1
            if text.contains("s ") || text.hasSuffix("s") || text.contains("m ") {
                withDurations += 1
            }
            do {
                let read = try SheetReader.read(text, resolution: resolution)
                #expect(read == lanes, "iteration \(iteration): \(diagram) drawn as\n\(text)")
            } catch {
                Issue.record("iteration \(iteration): \(diagram) drawn as\n\(text)\ndoes not read back: \(error)")
            }
        }
        #expect(drawn > 300)
        if stretch > 1 {
            #expect(withDurations > 100)
        }
    }

    @Test func aSheetOfEveryKindOfLaneReadsBack() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.01)
        let query = scheduler.createHotObservable("-a--b 2s c|", values: ["a": "s", "b": "sw", "c": "swi"])
        let cold = scheduler.createColdObservable("--x|", values: ["x": [1, 2]])
        let search = scheduler.recordingMock(["r": "result"], errors: ["#1": TestError(name: "offline")]) { (text: String) in
            text == "sw" ? "--#1" : "-r|"
        }
        let results = scheduler.record(query.flatMap { text in search(text).catchAndReturn("none") })
        let inner = scheduler.record(cold.asObservable())
        scheduler.start()
        let sheet = MarbleSheet(["query": query, "cold": cold, "search": search, "results": results, "inner": inner])
        let lanes = sheet.described(by: MarbleSheet.describe)
        #expect(try SheetReader.read(sheet.text, resolution: 0.01) == lanes)
    }
}
