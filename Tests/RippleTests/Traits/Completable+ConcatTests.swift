import Ripple
import RippleTest
import Testing

@Suite struct CompletableConcatTests {
    /// The four forms, so each scenario covers every one of them.
    enum Form: CaseIterable, Sendable {
        case instance, sequence, collection, variadic

        func concat(_ sources: [Completable]) -> Completable {
            switch self {
            case .instance: sources.dropFirst().reduce(sources[0]) { $0.concat($1) }
            case .sequence: Completable.concat(AnySequence(sources))
            case .collection: Completable.concat(AnyCollection(sources))
            case .variadic: Completable.concat(sources[0], sources[1], sources[2])
            }
        }
    }

    @Test(arguments: Form.allCases) func runsOneAfterTheOther(form: Form) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: [TestableObservable<Never>] = [
            scheduler.createColdObservable([.completed(10)]),
            scheduler.createColdObservable([.completed(20)]),
            scheduler.createColdObservable([.completed(5)]),
        ]
        let res = scheduler.start { form.concat(xs.map { $0.asCompletable() }) }
        #expect(res.events == [.completed(235)])
        #expect(xs[0].subscriptions == [Subscription(200, 210)])
        #expect(xs[1].subscriptions == [Subscription(210, 230)])
        #expect(xs[2].subscriptions == [Subscription(230, 235)])
    }

    @Test(arguments: Form.allCases) func anErrorStopsTheRest(form: Form) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: [TestableObservable<Never>] = [
            scheduler.createColdObservable([.completed(10)]),
            scheduler.createColdObservable([.error(20, TestError())]),
            scheduler.createColdObservable([.completed(5)]),
        ]
        let res = scheduler.start { form.concat(xs.map { $0.asCompletable() }) }
        #expect(res.events == [.error(230, TestError())])
        #expect(xs[1].subscriptions == [Subscription(210, 230)])
        #expect(xs[2].subscriptions == [])
    }

    @Test(arguments: Form.allCases) func disposalInTheMiddle(form: Form) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: [TestableObservable<Never>] = [
            scheduler.createColdObservable([.completed(10)]),
            scheduler.createColdObservable([.completed(100)]),
            scheduler.createColdObservable([.completed(5)]),
        ]
        let res = scheduler.start(disposed: 250) { form.concat(xs.map { $0.asCompletable() }) }
        #expect(res.events == [])
        #expect(xs[1].subscriptions == [Subscription(210, 250)])
        #expect(xs[2].subscriptions == [])
    }

    @Test func emptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Completable.concat([Completable]()) }
        #expect(res.events == [.completed(200)])
    }
}
