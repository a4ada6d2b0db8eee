import Foundation
import Ripple

extension ObservableType {
    /// Stands in for Ripple's `combineLatest`, which this branch does not have: emits
    /// `resultSelector` of the latest elements of both sources once each has emitted, completes
    /// when both complete, fails when either fails.
    static func combineLatest<First, Second>(
        _ first: Observable<First>,
        _ second: Observable<Second>,
        resultSelector: @escaping (First, Second) throws -> Element
    ) -> Observable<Element> {
        Observable.create { observer in
            let latest = LatestPair<First, Second>()
            let emit = { (pair: (First, Second)?) in
                guard let pair else { return }
                do {
                    observer.onNext(try resultSelector(pair.0, pair.1))
                } catch {
                    observer.onError(error)
                }
            }
            let firstSubscription = first.subscribe(
                onNext: { emit(latest.update(first: $0)) },
                onError: observer.onError,
                onCompleted: { if latest.sourceCompleted() { observer.onCompleted() } }
            )
            let secondSubscription = second.subscribe(
                onNext: { emit(latest.update(second: $0)) },
                onError: observer.onError,
                onCompleted: { if latest.sourceCompleted() { observer.onCompleted() } }
            )
            return Disposables.create(firstSubscription, secondSubscription)
        }
    }
}

/// The latest element of each source and which sources completed.
private final class LatestPair<First, Second>: @unchecked Sendable {
    // @unchecked Sendable: every stored property is guarded by `lock`.
    private let lock = NSLock()
    private var first: First?
    private var second: Second?
    private var completedCount = 0

    /// Stores the first source's element; returns the pair once both sources have emitted.
    func update(first value: First) -> (First, Second)? {
        lock.withLock {
            first = value
            return second.map { (value, $0) }
        }
    }

    /// Stores the second source's element; returns the pair once both sources have emitted.
    func update(second value: Second) -> (First, Second)? {
        lock.withLock {
            second = value
            return first.map { ($0, value) }
        }
    }

    /// Records that a source completed; returns whether both have.
    func sourceCompleted() -> Bool {
        lock.withLock {
            completedCount += 1
            return completedCount == 2
        }
    }
}
