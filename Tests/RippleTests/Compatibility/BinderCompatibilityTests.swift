import Foundation
import XCTest
import Ripple

/// RxSwift's binder scenarios as an RxSwift user writes them. XCTest runs on the main thread, where
/// a binder's default scheduler (the main scheduler) runs bindings at once.
final class BinderCompatibilityTests: XCTestCase {
    final class Label: ReactiveCompatible, @unchecked Sendable {
        // @unchecked Sendable: only the main thread, where these tests run, touches `text`.
        var text = ""
    }

    func testBinderBindsOnTheMainThreadByDefault() {
        let label = Label()
        let onMain = Locked<[Bool]>([])
        let binder = Binder<String>(label) { label, text in
            onMain.append(Thread.isMainThread)
            label.text = text
        }
        _ = Observable.just("hello").bind(to: binder)
        XCTAssertEqual(label.text, "hello")
        XCTAssertEqual(onMain.value, [true])
    }

    func testWritablePropertiesBindThroughRx() {
        let label = Label()
        let subject = PublishSubject<String>()
        let subscription = subject.bind(to: label.rx.text)
        subject.onNext("a")
        XCTAssertEqual(label.text, "a")
        subject.onNext("b")
        XCTAssertEqual(label.text, "b")
        subscription.dispose()
        subject.onNext("c")
        XCTAssertEqual(label.text, "b")
    }
}
