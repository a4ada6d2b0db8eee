import Foundation
import Ripple
import RippleTest
import Testing

@Suite struct DecodeTests {
    private struct Point: Decodable, Equatable {
        let x: Int
    }

    /// A decoder that records the types it was asked for, to show any `DataDecoder` works.
    private final class CountingDecoder: DataDecoder {
        var requested: [String] = []

        func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
            requested.append(String(describing: type))
            return try JSONDecoder().decode(type, from: data)
        }
    }

    private func json(_ text: String) -> Data {
        Data(text.utf8)
    }

    @Test func decodesEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"x":1}"#)), .next(220, json(#"{"x":2}"#)), .completed(230)])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        #expect(res.events == [.next(210, Point(x: 1)), .next(220, Point(x: 2)), .completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
    }

    @Test func aDecodingErrorTerminatesTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"x":1}"#)), .next(220, json("not json")), .next(230, json(#"{"x":3}"#))])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        #expect(res.events.count == 2)
        #expect(res.events.first == .next(210, Point(x: 1)))
        #expect(res.events.last?.time == 220)
        #expect(res.events.last?.value.error is DecodingError)
        #expect(xs.subscriptions == [Subscription(200, 220)])
    }

    @Test func upstreamErrorPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Data> = scheduler.createHotObservable([.error(210, TestError())])
        let res = scheduler.start { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        #expect(res.events == [.error(210, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 210)])
    }

    @Test func disposalUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"x":1}"#)), .next(260, json(#"{"x":2}"#))])
        let res = scheduler.start(disposed: 250) { xs.decode(type: Point.self, decoder: JSONDecoder()) }
        #expect(res.events == [.next(210, Point(x: 1))])
        #expect(xs.subscriptions == [Subscription(200, 250)])
    }

    @Test func anyDataDecoderWorks() {
        let decoder = CountingDecoder()
        var values: [Point] = []
        _ = Observable.just(json(#"{"x":7}"#)).decode(type: Point.self, decoder: decoder).subscribe(onNext: { values.append($0) })
        #expect(values == [Point(x: 7)])
        #expect(decoder.requested == ["Point"])
    }

    @Test func propertyListDecoderIsADataDecoder() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["x": 5], format: .xml, options: 0)
        var values: [Point] = []
        _ = Observable.just(data).decode(type: Point.self, decoder: PropertyListDecoder()).subscribe(onNext: { values.append($0) })
        #expect(values == [Point(x: 5)])
    }
}
