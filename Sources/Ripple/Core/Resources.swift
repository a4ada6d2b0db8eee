#if !canImport(Darwin)
import Synchronization
#endif

/// RxSwift's resource count, for test suites that check that every subscription was released.
///
/// ``total`` is the number of subscriptions alive in the process: one per operator of every
/// subscribed chain, and one per closure subscriber (`subscribe(onNext:...)`, `bind(onNext:)`).
/// Each is counted from the moment it is made until it is released: disposed, terminated (which
/// disposes it), or deallocated, whichever comes first. A subscription that nothing disposes
/// while something (a long-lived subject, a `DisposeBag` in a retain cycle) still holds it stays
/// counted: that is a leak. RxSwift offers the count under its `TRACE_RESOURCES` build flag; Ripple always counts, with
/// one atomic addition when a subscription is made and one when it is released, and nothing per
/// element (subscribing and disposing a two-operator chain costs about 2% more instructions, see
/// Benchmarks). Code written for RxSwift that reads it under `#if TRACE_RESOURCES` compiles once
/// the test target defines the flag (`swiftSettings: [.define("TRACE_RESOURCES")]`).
///
/// ```swift
/// let before = Resources.total
/// let subscription = subject.map { $0 * 2 }.subscribe(onNext: { print($0) })
/// subscription.dispose()
/// XCTAssertEqual(Resources.total, before)
/// ```
///
/// The count is process-wide: it only tells one test's leaks apart while no other test makes or
/// releases subscriptions, as in XCTest. RippleTest's `assertNoLeakedSubscriptions` and the
/// `.noLeakedSubscriptions` test trait count the subscriptions of one test only, so they also
/// work with Swift Testing's parallel tests.
public enum Resources {
    /// The number of subscriptions alive in the process.
    public static var total: Int32 {
        Int32(truncatingIfNeeded: load(liveSubscriptions))
    }

    /// Adds one to ``total`` and returns the new total, for code that counts resources of its own
    /// as RxSwift allows.
    public static func incrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: add(1, to: liveSubscriptions))
    }

    /// Subtracts one from ``total`` and returns the new total.
    public static func decrementTotal() -> Int32 {
        Int32(truncatingIfNeeded: add(-1, to: liveSubscriptions))
    }

    /// Counts a subscription that was just made: `object` identifies the sink or subscriber that
    /// lives as long as the subscription, and `type` is its type.
    @inline(__always)
    static func subscriptionMade(_ object: ObjectIdentifier, _ type: AnyObject.Type) {
        _ = add(1, to: liveSubscriptions)
        if load(activeScopes) != 0 {
            SubscriptionScope.recordMade(object, type)
        }
    }

    /// Counts the release of a subscription counted by `subscriptionMade(_:_:)`: called once, when
    /// it is first disposed, or from the deinitializer of its object if it never was.
    @inline(__always)
    static func subscriptionReleased(_ object: ObjectIdentifier) {
        _ = add(-1, to: liveSubscriptions)
        if load(activeScopes) != 0 {
            SubscriptionScope.recordReleased(object)
        }
    }
}

// Two counters that threads change at once: atomic integers where every deployment target has
// them (Linux), integers under an unfair lock on Apple platforms (whose atomics need macOS 15 or
// iOS 18).
#if canImport(Darwin)
/// The subscriptions alive in the process.
private let liveSubscriptions = LockedState(0)
/// How many subscription scopes are open; when none is, subscriptions skip the scopes' books.
private let activeScopes = LockedState(0)

private func add(_ delta: Int, to counter: LockedState<Int>) -> Int {
    counter.withLock { value in
        value += delta
        return value
    }
}

private func load(_ counter: LockedState<Int>) -> Int {
    counter.withLock { $0 }
}
#else
/// The subscriptions alive in the process.
private let liveSubscriptions = Atomic<Int>(0)
/// How many subscription scopes are open; when none is, subscriptions skip the scopes' books.
private let activeScopes = Atomic<Int>(0)

@inline(__always)
private func add(_ delta: Int, to counter: borrowing Atomic<Int>) -> Int {
    counter.add(delta, ordering: .acquiringAndReleasing).newValue
}

@inline(__always)
private func load(_ counter: borrowing Atomic<Int>) -> Int {
    counter.load(ordering: .acquiring)
}
#endif

/// The subscriptions made inside one scope (in the task that opened it and its child tasks, on
/// whichever thread they run) that are still alive: how RippleTest tells one test's leaks apart
/// from those of tests running at the same time.
package final class SubscriptionScope: Sendable {
    @TaskLocal private static var current: SubscriptionScope?

    /// The scope of every tracked subscription alive; guarded by its lock.
    private static let owners = LockedState<[ObjectIdentifier: SubscriptionScope]>([:])

    /// The scope's subscriptions alive, with their objects' type names.
    private let live = LockedState<[ObjectIdentifier: String]>([:])

    private init() {
        _ = add(1, to: activeScopes)
    }

    /// Runs `body` with a new scope open, then returns the scope, still open so that it sees the
    /// releases that other threads make afterwards, with what `body` returned: close it when done.
    /// When `body` throws, the scope is closed and the error rethrown.
    package static func run<Result>(_ body: () throws -> Result) rethrows -> (scope: SubscriptionScope, result: Result) {
        let scope = SubscriptionScope()
        do {
            return (scope, try $current.withValue(scope, operation: body))
        } catch {
            scope.close()
            throw error
        }
    }

    /// Runs the asynchronous `body` with a new scope open; see the synchronous form.
    package static func run<Result>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> (scope: SubscriptionScope, result: Result) {
        let scope = SubscriptionScope()
        do {
            return (scope, try await $current.withValue(scope, operation: body, isolation: isolation))
        } catch {
            scope.close()
            throw error
        }
    }

    /// How many subscriptions made in the scope are still alive.
    package var liveCount: Int {
        live.withLock { $0.count }
    }

    /// The type names of the objects of the scope's subscriptions still alive (sinks and
    /// subscribers), sorted.
    package var liveTypeNames: [String] {
        live.withLock { Array($0.values) }.sorted()
    }

    /// Stops tracking the scope's subscriptions that are still alive; call it once.
    package func close() {
        SubscriptionScope.owners.withLock { owners in
            owners = owners.filter { $0.value !== self }
        }
        _ = add(-1, to: activeScopes)
    }

    fileprivate static func recordMade(_ object: ObjectIdentifier, _ type: AnyObject.Type) {
        guard let scope = current else { return }
        let typeName = String(describing: type)
        owners.withLock { $0[object] = scope }
        scope.live.withLock { $0[object] = typeName }
    }

    fileprivate static func recordReleased(_ object: ObjectIdentifier) {
        guard let scope = owners.withLock({ $0.removeValue(forKey: object) }) else { return }
        _ = scope.live.withLock { $0.removeValue(forKey: object) }
    }
}
