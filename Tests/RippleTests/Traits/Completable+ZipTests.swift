import Ripple
import RippleTest
import Testing

@Suite struct CompletableZipTests {
    /// The three forms, so each scenario covers every one of them.
    enum Form: CaseIterable, Sendable {
        case array, collection, variadic

        func zip(_ sources: [Completable]) -> Completable {
            switch self {
            case .array: Completable.zip(sources)
            case .collection: Completable.zip(AnyCollection(sources))
            case .variadic: Completable.zip(sources[0], sources[1])
            }
        }
    }

    @Test(arguments: Form.allCases) func completesWhenAllHaveCompleted(form: Form) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let ys: TestableObservable<Never> = scheduler.createHotObservable([.completed(230)])
        let res = scheduler.start { form.zip([xs.asCompletable(), ys.asCompletable()]) }
        #expect(res.events == [.completed(230)])
        #expect(xs.subscriptions == [Subscription(200, 210)])
        #expect(ys.subscriptions == [Subscription(200, 230)])
    }

    @Test(arguments: Form.allCases) func theFirstErrorFailsAndDisposesTheOthers(form: Form) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.error(215, TestError())])
        let ys: TestableObservable<Never> = scheduler.createHotObservable([.completed(230)])
        let res = scheduler.start { form.zip([xs.asCompletable(), ys.asCompletable()]) }
        #expect(res.events == [.error(215, TestError())])
        #expect(xs.subscriptions == [Subscription(200, 215)])
        #expect(ys.subscriptions == [Subscription(200, 215)])
    }

    @Test(arguments: Form.allCases) func disposalInTheMiddle(form: Form) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createHotObservable([.completed(210)])
        let ys: TestableObservable<Never> = scheduler.createHotObservable([.completed(330)])
        let res = scheduler.start(disposed: 300) { form.zip([xs.asCompletable(), ys.asCompletable()]) }
        #expect(res.events == [])
        #expect(ys.subscriptions == [Subscription(200, 300)])
    }

    @Test func noSourcesCompleteAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Completable.zip([Completable]()) }
        #expect(res.events == [.completed(200)])
    }
}
