import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// The app's own activity indicator, in the shape RxSwift apps copy from RxSwift's example app:
/// a driver of whether any tracked sequence is running.
///
/// Ripple has one too, in its opt-in `RippleActivityTracking` module; since RippleCocoa does not
/// declare it, `import RxCocoa` next to this app's module finds exactly one `ActivityIndicator`.
public final class ActivityIndicator: SharedSequenceConvertibleType {
    public typealias Element = Bool
    public typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let count = BehaviorRelay(value: 0)
    private let loading: SharedSequence<SharingStrategy, Bool>

    public init() {
        loading = count.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// How many tracked sequences are running now (something Ripple's indicator does not have).
    public var runningCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return count.value
    }

    /// `source`, counted as running from its subscription until it ends or is disposed.
    fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using({ () -> ActivityToken in
            self.change(by: 1)
            return ActivityToken { self.change(by: -1) }
        }, observableFactory: { _ in source.asObservable() })
    }

    private func change(by delta: Int) {
        lock.lock()
        count.accept(count.value + delta)
        lock.unlock()
    }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
        loading
    }
}

/// One running sequence of an ``ActivityIndicator``: disposing it ends the activity.
private final class ActivityToken: Disposable {
    private let end: () -> Void

    init(end: @escaping () -> Void) {
        self.end = end
    }

    func dispose() {
        end()
    }
}

extension ObservableConvertibleType {
    /// Counts the sequence as running in `activityIndicator`.
    public func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
        activityIndicator.track(self)
    }
}
