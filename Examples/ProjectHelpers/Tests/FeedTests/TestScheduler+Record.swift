import FeedTestSupport
import RxSwift
import RxTest

/// The recording helper of this test target, in the shape many RxSwift projects write: it
/// subscribes now and disposes at `disposeAt`, 1000 by default (RxTest's `start()` default).
extension TestScheduler {
    func record<Source: ObservableConvertibleType>(_ source: Source, disposeAt: TestTime = 1000) -> TestableObserver<Source.Element> {
        HelperCalls.note("record(_:disposeAt:)")
        let observer = createObserver(Source.Element.self)
        let subscription = source.asObservable().subscribe(observer)
        scheduleAt(disposeAt) { subscription.dispose() }
        return observer
    }
}

/// A recorder type of this test target, named as RippleTest's `Recorder`: the test target's own
/// type is the one its tests see.
final class Recorder {
    private(set) var lines: [String] = []

    func write(_ line: String) {
        lines.append(line)
    }
}
