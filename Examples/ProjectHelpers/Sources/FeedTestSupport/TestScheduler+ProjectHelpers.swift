import Foundation
import RxSwift
import RxTest

/// The `TestScheduler` helpers RxSwift projects commonly keep in a shared test module: recording
/// helpers in the shapes of RxSwift's example app and of blog posts, and `advance(by:)`/`run()`
/// in the shape of ports of combine-schedulers' test scheduler.
extension TestScheduler {
    /// Records `source`, disposing the subscription at 100000 (RxSwift's example app).
    public func record<Source: ObservableConvertibleType>(source: Source) -> TestableObserver<Source.Element> {
        HelperCalls.note("record(source:)")
        let observer = createObserver(Source.Element.self)
        let subscription = source.asObservable().bind(to: observer)
        scheduleAt(100_000) { subscription.dispose() }
        return observer
    }

    /// Records `source` until `disposeBag` is released.
    public func record<Source: ObservableConvertibleType>(_ source: Source, disposeBag: DisposeBag) -> TestableObserver<Source.Element> {
        HelperCalls.note("record(_:disposeBag:)")
        let observer = createObserver(Source.Element.self)
        source.asObservable().bind(to: observer).disposed(by: disposeBag)
        return observer
    }

    /// Moves the clock forward by `interval` ticks.
    public func advance(by interval: TimeInterval = 0) {
        HelperCalls.note("advance(by:)")
        advanceTo(clock + Int(interval))
    }

    /// Runs everything scheduled.
    public func run() {
        HelperCalls.note("run()")
        start()
    }
}
