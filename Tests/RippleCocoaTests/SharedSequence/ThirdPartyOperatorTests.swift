import Ripple
import RippleCocoa
import RippleTest
import Testing

/// An operator written outside RippleCocoa, as libraries such as RxSwiftExt write theirs: on
/// `SharedSequenceConvertibleType`, with public API only, keeping the sharing strategy.
extension SharedSequenceConvertibleType where Element: Sendable {
    /// Pairs each element with the previous one.
    fileprivate func pairwise() -> SharedSequence<SharingStrategy, (Element, Element)> {
        asObservable()
            .scan((Element?.none, Element?.none)) { pair, element in (pair.1, element) }
            .compactMap { pair in pair.0.flatMap { previous in pair.1.map { (previous, $0) } } }
            .asSharedSequence(onErrorDriveWith: .empty())
    }
}

@Suite struct ThirdPartyOperatorTests {
    @Test func anOperatorBuiltFromPublicAPIKeepsTheStrategyAndItsProperties() {
        let scheduler = makeSharingScheduler()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .error(240, TestError())])
        var driver: Driver<(Int, Int)>?
        SharingScheduler.mock(scheduler: scheduler) { driver = xs.asDriver(onErrorJustReturn: 0).pairwise() }
        let first = scheduler.subscribe((driver ?? .never()).map { "\($0.0)\($0.1)" }, at: 200)
        let late = scheduler.subscribe((driver ?? .never()).map { "\($0.0)\($0.1)" }, at: 225)
        scheduler.start()
        #expect(first.events == [.next(220, "12"), .next(230, "23"), .next(240, "30"), .completed(240)])
        #expect(late.events == [.next(225, "12"), .next(230, "23"), .next(240, "30"), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])
    }
}
