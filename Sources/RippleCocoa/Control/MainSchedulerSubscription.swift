import Ripple

extension Observable where Element: Sendable {
    /// The sequence subscribed to on the main scheduler, as RxCocoa's control events and
    /// properties subscribe (`ConcurrentMainScheduler`: at once on the main thread, through the
    /// main queue from any other), or, built inside `SharingScheduler.mock`, at once, as on the
    /// main thread, which the test's thread stands in for.
    func subscribedOnTheMainScheduler() -> Observable<Element> {
        SharingScheduler.isMocked ? self : subscribe(on: ConcurrentMainScheduler.instance)
    }
}

extension Observable {
    /// ``subscribedOnTheMainScheduler()`` for elements not known to be `Sendable`: the source is
    /// subscribed only where it was made (on the main thread or the main queue, or on one other
    /// thread, as a test's); subscribed elsewhere, the result completes at once and
    /// `Hooks.defaultErrorHandler` gets an error naming `owner`.
    func subscribedOnTheMainScheduler(by owner: String) -> Observable<Element> {
        let confined = ThreadConfinedSource(self, owner: owner)
        let source = Observable.deferred { confined.source() }
        return SharingScheduler.isMocked ? source : source.subscribe(onConfined: ConcurrentMainScheduler.instance)
    }
}

/// The source of a control event or property whose elements are not known to be `Sendable`:
/// handed out only on the thread that made it, or, made on the main thread or the main queue,
/// there.
private final class ThreadConfinedSource<Element>: @unchecked Sendable {
    // @unchecked Sendable: `wrapped` is only read by `source()` where it was made (`home`), which
    // it checks first; the other properties are immutable and Sendable.
    private let wrapped: Observable<Element>
    private let home = ConfinementDomain.current
    private let owner: String

    init(_ wrapped: Observable<Element>, owner: String) {
        self.wrapped = wrapped
        self.owner = owner
    }

    /// The source, where it was made; elsewhere, an empty sequence, and the error reported.
    func source() -> Observable<Element> {
        guard ConfinementDomain.current == home else {
            Hooks.defaultErrorHandler([], ControlThreadError(owner: owner, elementType: "\(Element.self)"))
            return .empty()
        }
        return wrapped
    }
}

/// Where a value that is not `Sendable` may be used: the main thread and the main queue, which
/// run one piece of work at a time between them, or one other thread.
private enum ConfinementDomain: Equatable {
    case main
    case thread(ThreadIdentity)

    static var current: ConfinementDomain {
        MainQueue.isCurrent ? .main : .thread(.current)
    }
}

/// Reported when a control event or property of elements not known to be `Sendable` is
/// subscribed on another thread than the one that made it.
struct ControlThreadError: Swift.Error, CustomStringConvertible {
    let owner: String
    let elementType: String

    var description: String {
        "A \(owner)<\(elementType)> was subscribed on the main scheduler's thread, another than the one that made it: "
            + "\(elementType) is not known to be Sendable, so its source would cross threads; it completed without subscribing. "
            + "Make the \(owner) on the main thread (in a test, on the test's thread inside SharingScheduler.mock or "
            + "TestScheduler.virtualizing), or require `Sendable` elements where it is made."
    }
}
