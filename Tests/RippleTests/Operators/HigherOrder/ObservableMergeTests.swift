import Ripple
import RippleTest
import Testing

@Suite struct ObservableMergeTests {
    /// The three static overloads, so every test covers each of them.
    enum Overload: CaseIterable, Sendable {
        case array, collection, variadic

        func merge(_ sources: [Observable<Int>]) -> Observable<Int> {
            switch self {
            case .array:
                Observable.merge(sources)
            case .collection:
                Observable.merge(AnyCollection(sources))
            case .variadic:
                switch sources.count {
                case 0: Observable.merge()
                case 2: Observable.merge(sources[0], sources[1])
                default: Observable.merge(sources[0], sources[1], sources[2])
                }
            }
        }
    }

    @Test(arguments: Overload.allCases) func noSourcesCompleteAtOnce(overload: Overload) {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { overload.merge([]) }
        #expect(res.events == [.completed(200)])
    }

    @Test(arguments: Overload.allCases) func emptySourceDoesNotCompleteTheMerge(overload: Overload) {
        let scheduler = TestScheduler(initialClock: 0)
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let res = scheduler.start { overload.merge([.empty(), ys2.asObservable()]) }
        #expect(res.events == [.next(210, 201), .next(220, 202), .completed(250)])
        #expect(ys2.subscriptions == [Subscription(200, 250)])
    }

    @Test(arguments: Overload.allCases) func mergesSourcesInSubscriptionOrder(overload: Overload) {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])
        let res = scheduler.start { overload.merge([ys1.asObservable(), ys2.asObservable(), ys3.asObservable()]) }
        #expect(res.events == [
            .next(210, 101), .next(210, 201), .next(210, 301), .next(220, 102), .next(220, 202), .next(220, 302), .completed(430),
        ])
        #expect(ys1.subscriptions == [Subscription(200, 430)])
        #expect(ys2.subscriptions == [Subscription(200, 250)])
        #expect(ys3.subscriptions == [Subscription(200, 350)])
    }

    @Test(arguments: Overload.allCases) func errorOfOneSourceDisposesTheOthers(overload: Overload) {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .error(15, TestError())])
        let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])
        let res = scheduler.start { overload.merge([ys1.asObservable(), ys2.asObservable(), ys3.asObservable()]) }
        #expect(res.events == [.next(210, 101), .next(210, 201), .next(210, 301), .error(215, TestError())])
        #expect(ys1.subscriptions == [Subscription(200, 215)])
        #expect(ys2.subscriptions == [Subscription(200, 215)])
        #expect(ys3.subscriptions == [Subscription(200, 215)])
    }

    /// As RxSwift: the sources after one that fails while it is subscribed to are still
    /// subscribed, and disposed as soon as the merge's subscription returns.
    @Test func sourcesAfterASynchronousErrorAreSubscribedAndDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { Observable.merge(.error(TestError()), ys.asObservable()) }
        #expect(res.events == [.error(200, TestError())])
        #expect(ys.subscriptions == [Subscription(200, 200)])
    }

    @Test func disposalInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        let ys2 = scheduler.createColdObservable([.next(20, 3), .completed(40)])
        let res = scheduler.start(disposed: 250) { Observable.merge(ys1.asObservable(), ys2.asObservable()) }
        #expect(res.events == [.next(210, 1), .next(220, 3)])
        #expect(ys1.subscriptions == [Subscription(200, 250)])
        #expect(ys2.subscriptions == [Subscription(200, 240)])
    }

    @Test func staticMergeIsAvailableOnEveryObservableType() {
        func mergeBoth<Source: ObservableType>(_ a: Observable<Source.Element>, _ b: Observable<Source.Element>, as _: Source.Type) -> Observable<Source.Element> {
            Source.merge(a, b)
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
        let res = scheduler.start { mergeBoth(xs.asObservable(), ys.asObservable(), as: PublishSubject<Int>.self) }
        #expect(res.events == [.next(210, 1), .next(220, 2), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 230)])
        #expect(ys.subscriptions == [Subscription(200, 240)])
    }
}
