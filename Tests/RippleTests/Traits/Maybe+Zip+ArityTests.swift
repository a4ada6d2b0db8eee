// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

import Ripple
import RippleTest
import Testing

/// Every fixed-arity `Maybe.zip` overload: success, the tuple form, an empty maybe, the first
/// error and a throwing selector.
@Suite struct MaybeZipArityTests {
    // MARK: - 2 sources

    @Test func zip2WithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe()) { $0 + $1 } }
        #expect(res.events == [.next(220, 3), .completed(220)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
    }

    @Test func zip2AsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe()).map { [$0.0, $0.1] } }
        #expect(res.events == [.next(220, Array(1...2)), .completed(220)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
    }

    @Test func zip2CompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.completed(205)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe()) { $0 + $1 } }
        #expect(res.events == [.completed(210)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip2FailsWithFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.error(205, TestError()), .next(220, 2)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe()) { $0 + $1 } }
        #expect(res.events == [.error(205, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 205)])
        #expect(xs2.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip2SelectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe()) { (_, _) -> Int in throw TestError() } }
        #expect(res.events == [.error(220, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
    }

    // MARK: - 3 sources

    @Test func zip3WithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe()) { $0 + $1 + $2 } }
        #expect(res.events == [.next(230, 6), .completed(230)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
    }

    @Test func zip3AsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe()).map { [$0.0, $0.1, $0.2] } }
        #expect(res.events == [.next(230, Array(1...3)), .completed(230)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
    }

    @Test func zip3CompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.completed(205)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe()) { $0 + $1 + $2 } }
        #expect(res.events == [.completed(220)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip3FailsWithFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.error(205, TestError()), .next(230, 3)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe()) { $0 + $1 + $2 } }
        #expect(res.events == [.error(205, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 205)])
        #expect(xs2.subscriptions == [Subscription(200, 205)])
        #expect(xs3.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip3SelectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe()) { (_, _, _) -> Int in throw TestError() } }
        #expect(res.events == [.error(230, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
    }

    // MARK: - 4 sources

    @Test func zip4WithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe()) { $0 + $1 + $2 + $3 } }
        #expect(res.events == [.next(240, 10), .completed(240)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
    }

    @Test func zip4AsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe()).map { [$0.0, $0.1, $0.2, $0.3] } }
        #expect(res.events == [.next(240, Array(1...4)), .completed(240)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
    }

    @Test func zip4CompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.completed(205)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe()) { $0 + $1 + $2 + $3 } }
        #expect(res.events == [.completed(230)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip4FailsWithFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.error(205, TestError()), .next(240, 4)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe()) { $0 + $1 + $2 + $3 } }
        #expect(res.events == [.error(205, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 205)])
        #expect(xs2.subscriptions == [Subscription(200, 205)])
        #expect(xs3.subscriptions == [Subscription(200, 205)])
        #expect(xs4.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip4SelectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe()) { (_, _, _, _) -> Int in throw TestError() } }
        #expect(res.events == [.error(240, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
    }

    // MARK: - 5 sources

    @Test func zip5WithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe()) { $0 + $1 + $2 + $3 + $4 } }
        #expect(res.events == [.next(250, 15), .completed(250)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
    }

    @Test func zip5AsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe()).map { [$0.0, $0.1, $0.2, $0.3, $0.4] } }
        #expect(res.events == [.next(250, Array(1...5)), .completed(250)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
    }

    @Test func zip5CompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.completed(205)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe()) { $0 + $1 + $2 + $3 + $4 } }
        #expect(res.events == [.completed(240)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip5FailsWithFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.error(205, TestError()), .next(250, 5)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe()) { $0 + $1 + $2 + $3 + $4 } }
        #expect(res.events == [.error(205, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 205)])
        #expect(xs2.subscriptions == [Subscription(200, 205)])
        #expect(xs3.subscriptions == [Subscription(200, 205)])
        #expect(xs4.subscriptions == [Subscription(200, 205)])
        #expect(xs5.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip5SelectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe()) { (_, _, _, _, _) -> Int in throw TestError() } }
        #expect(res.events == [.error(250, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
    }

    // MARK: - 6 sources

    @Test func zip6WithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 } }
        #expect(res.events == [.next(260, 21), .completed(260)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
    }

    @Test func zip6AsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe()).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] } }
        #expect(res.events == [.next(260, Array(1...6)), .completed(260)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
    }

    @Test func zip6CompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.completed(205)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 } }
        #expect(res.events == [.completed(250)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip6FailsWithFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.error(205, TestError()), .next(260, 6)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 } }
        #expect(res.events == [.error(205, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 205)])
        #expect(xs2.subscriptions == [Subscription(200, 205)])
        #expect(xs3.subscriptions == [Subscription(200, 205)])
        #expect(xs4.subscriptions == [Subscription(200, 205)])
        #expect(xs5.subscriptions == [Subscription(200, 205)])
        #expect(xs6.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip6SelectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe()) { (_, _, _, _, _, _) -> Int in throw TestError() } }
        #expect(res.events == [.error(260, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
    }

    // MARK: - 7 sources

    @Test func zip7WithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.next(270, 7), .completed(270)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 } }
        #expect(res.events == [.next(270, 28), .completed(270)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
        #expect(xs7.subscriptions == [Subscription(200, 270)])
    }

    @Test func zip7AsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.next(270, 7), .completed(270)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe()).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] } }
        #expect(res.events == [.next(270, Array(1...7)), .completed(270)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
        #expect(xs7.subscriptions == [Subscription(200, 270)])
    }

    @Test func zip7CompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.completed(205)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 } }
        #expect(res.events == [.completed(260)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
        #expect(xs7.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip7FailsWithFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.error(205, TestError()), .next(270, 7)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 } }
        #expect(res.events == [.error(205, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 205)])
        #expect(xs2.subscriptions == [Subscription(200, 205)])
        #expect(xs3.subscriptions == [Subscription(200, 205)])
        #expect(xs4.subscriptions == [Subscription(200, 205)])
        #expect(xs5.subscriptions == [Subscription(200, 205)])
        #expect(xs6.subscriptions == [Subscription(200, 205)])
        #expect(xs7.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip7SelectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.next(270, 7), .completed(270)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe()) { (_, _, _, _, _, _, _) -> Int in throw TestError() } }
        #expect(res.events == [.error(270, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
        #expect(xs7.subscriptions == [Subscription(200, 270)])
    }

    // MARK: - 8 sources

    @Test func zip8WithResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.next(270, 7), .completed(270)])
        let xs8 = scheduler.createHotObservable([.next(280, 8), .completed(280)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe(), xs8.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } }
        #expect(res.events == [.next(280, 36), .completed(280)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
        #expect(xs7.subscriptions == [Subscription(200, 270)])
        #expect(xs8.subscriptions == [Subscription(200, 280)])
    }

    @Test func zip8AsTuple() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.next(270, 7), .completed(270)])
        let xs8 = scheduler.createHotObservable([.next(280, 8), .completed(280)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe(), xs8.asMaybe()).map { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] } }
        #expect(res.events == [.next(280, Array(1...8)), .completed(280)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
        #expect(xs7.subscriptions == [Subscription(200, 270)])
        #expect(xs8.subscriptions == [Subscription(200, 280)])
    }

    @Test func zip8CompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.next(270, 7), .completed(270)])
        let xs8 = scheduler.createHotObservable([.completed(205)] as [Recorded<Event<Int>>])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe(), xs8.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } }
        #expect(res.events == [.completed(270)])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
        #expect(xs7.subscriptions == [Subscription(200, 270)])
        #expect(xs8.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip8FailsWithFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.next(270, 7), .completed(270)])
        let xs8 = scheduler.createHotObservable([.error(205, TestError()), .next(280, 8)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe(), xs8.asMaybe()) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 } }
        #expect(res.events == [.error(205, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 205)])
        #expect(xs2.subscriptions == [Subscription(200, 205)])
        #expect(xs3.subscriptions == [Subscription(200, 205)])
        #expect(xs4.subscriptions == [Subscription(200, 205)])
        #expect(xs5.subscriptions == [Subscription(200, 205)])
        #expect(xs6.subscriptions == [Subscription(200, 205)])
        #expect(xs7.subscriptions == [Subscription(200, 205)])
        #expect(xs8.subscriptions == [Subscription(200, 205)])
    }

    @Test func zip8SelectorErrorFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs1 = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let xs2 = scheduler.createHotObservable([.next(220, 2), .completed(220)])
        let xs3 = scheduler.createHotObservable([.next(230, 3), .completed(230)])
        let xs4 = scheduler.createHotObservable([.next(240, 4), .completed(240)])
        let xs5 = scheduler.createHotObservable([.next(250, 5), .completed(250)])
        let xs6 = scheduler.createHotObservable([.next(260, 6), .completed(260)])
        let xs7 = scheduler.createHotObservable([.next(270, 7), .completed(270)])
        let xs8 = scheduler.createHotObservable([.next(280, 8), .completed(280)])
        let res = scheduler.start { Maybe.zip(xs1.asMaybe(), xs2.asMaybe(), xs3.asMaybe(), xs4.asMaybe(), xs5.asMaybe(), xs6.asMaybe(), xs7.asMaybe(), xs8.asMaybe()) { (_, _, _, _, _, _, _, _) -> Int in throw TestError() } }
        #expect(res.events == [.error(280, TestError())])
        #expect(xs1.subscriptions == [Subscription(200, 210)])
        #expect(xs2.subscriptions == [Subscription(200, 220)])
        #expect(xs3.subscriptions == [Subscription(200, 230)])
        #expect(xs4.subscriptions == [Subscription(200, 240)])
        #expect(xs5.subscriptions == [Subscription(200, 250)])
        #expect(xs6.subscriptions == [Subscription(200, 260)])
        #expect(xs7.subscriptions == [Subscription(200, 270)])
        #expect(xs8.subscriptions == [Subscription(200, 280)])
    }
}
