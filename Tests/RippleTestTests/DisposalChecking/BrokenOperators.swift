import Ripple
import RippleTest

// Operators written wrong on purpose, each in one way the disposal checker must catch.

extension ObservableType where Element: Sendable {
    /// Delays each element by `ticks` on `scheduler`, but forgets the timers: disposing the
    /// subscription leaves them pending (nothing is delivered late: `create` drops it).
    func delayForgettingTimers(_ ticks: Int, scheduler: TestScheduler) -> Observable<Element> {
        Observable.create { observer in
            subscribe(onNext: { element in
                _ = scheduler.scheduleRelativeVirtual(element, dueTime: ticks) { element in
                    observer.onNext(element)
                    return Disposables.create()
                }
            })
        }
    }

    /// Forwards everything, but its subscription cannot be disposed: the source stays
    /// subscribed and events keep coming.
    func ignoringDisposal() -> IgnoringDisposal<Self> {
        IgnoringDisposal(source: self)
    }

    /// Forwards everything and, on the side, subscribes to `other`, a subscription nobody ever
    /// disposes.
    func leakingASubscription<Other: ObservableType>(to other: Other) -> LeakingASubscription<Self, Other> {
        LeakingASubscription(source: self, other: other)
    }
}

struct IgnoringDisposal<Source: ObservableType>: ObservableType {
    typealias Element = Source.Element
    let source: Source

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _ = source.subscribe(observer)
        return Disposables.create()
    }
}

struct LeakingASubscription<Source: ObservableType, Other: ObservableType>: ObservableType {
    typealias Element = Source.Element
    let source: Source
    let other: Other

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        _ = other.subscribe(onNext: { _ in })
        return source.subscribe(observer)
    }
}

/// Numbers the elements of its source, counting across subscriptions: the count lives in the
/// observable, not in each subscription.
final class NumberingAcrossSubscriptions<Source: ObservableType>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: `count` is only touched on the thread that runs the test scheduler.
    typealias Element = Int
    private let source: Source
    private var count = 0

    init(_ source: Source) {
        self.source = source
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        source.map { [self] _ -> Int in
            count += 1
            return count
        }.subscribe(observer)
    }
}

