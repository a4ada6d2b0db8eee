import Ripple
import RippleCocoa
import RippleTest
import Testing

@Suite struct InfallibleTypeBindTests {
    @Test func bindToABinderPassesTheInfallible() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.createObserver(Int.self)
        let infallible = xs.asInfallible(onErrorJustReturn: -1)
        scheduler.scheduleAt(200) {
            _ = infallible.bind(to: { (source: Infallible<Int>) -> Disposable in source.asObservable().subscribe(observer) })
        }
        scheduler.start()
        #expect(observer.events == [.next(210, 1), .completed(220)])
    }

    @Test func bindToACurriedBinderPassesTheArgument() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.createObserver(Int.self)
        let scaled: (Infallible<Int>) -> (Int) -> Disposable = { infallible in
            { factor in infallible.map { $0 * factor }.asObservable().subscribe(observer) }
        }
        scheduler.scheduleAt(200) { _ = xs.asInfallible(onErrorJustReturn: -1).bind(to: scaled, curriedArgument: 10) }
        scheduler.start()
        #expect(observer.events == [.next(210, 10), .completed(220)])
    }
}
