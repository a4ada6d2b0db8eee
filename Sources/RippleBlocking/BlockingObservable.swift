import Foundation
import Ripple

/// A sequence with blocking operators: ``first()``, ``last()``, ``toArray()``, ``single()``,
/// ``single(_:)`` and ``materialize()``. Made by `toBlocking(timeout:)`.
///
/// Blocking operators are for tests and command-line tools. Each call subscribes to the source,
/// blocks the calling thread until it has what it returns (or the timeout expires), disposes the
/// subscription and returns. When it returns, the subscription is disposed and none of its
/// callbacks is still running in the operator: a callback in progress on another thread when the
/// timeout expires (a ``single(_:)`` predicate, say) is waited for, and later events are ignored.
/// The timeout bounds the wait for events; code that a source runs synchronously while being
/// subscribed on the calling thread cannot be interrupted.
///
/// ## How it waits
/// The calling thread subscribes, then waits on a condition variable that the source's events
/// signal. So the operators work from XCTest and from Swift Testing tests running in parallel on
/// background threads, with sources that emit synchronously while being subscribed, on the calling
/// thread, or on other threads and schedulers.
///
/// On the main thread, as in RxBlocking, the operator runs the run loop while it waits, so the
/// main queue keeps running: sources on `MainScheduler` (`just(_:scheduler:)`, `delay`,
/// `observe(on:)`) deliver, and
/// `Observable.just(42, scheduler: MainScheduler.instance).toBlocking().toArray()` returns `[42]`.
/// Inside a block that the main queue is running (`DispatchQueue.main.async { ... }`), the main
/// queue cannot run again until the block returns, so the operator waits without the run loop.
///
/// The subscription runs inside the calling thread's current-thread trampoline, as in RxBlocking,
/// so ``first()`` stops a synchronous source such as `Observable.of` after its first element. When
/// a trampoline is already running on the calling thread (a blocking call made while a sequence is
/// being subscribed or is emitting on it), sequences scheduled on that trampoline could not start
/// until the blocking call returned; the operator then subscribes from a background thread instead.
///
/// ## The rule: never block a thread the source needs
/// A blocking operator holds the calling thread until the source delivers. If the source needs that
/// thread to deliver, nothing arrives: it can only time out, or, without a timeout, hang forever.
/// That happens when the source
/// - delivers on a serial queue or scheduler that the calling code is running on (for example
///   `observe(on: MainScheduler.instance)` with the blocking call made from a block the main
///   queue is running, or a serial dispatch queue scheduler whose queue makes the call), or
/// - is a subject whose events are being delivered on the calling thread, from inside whose
///   observer the blocking call is made (another thread's events then wait for that delivery
///   to end), or
/// - needs Swift concurrency's cooperative thread pool to deliver (it is fed by a `Task`, or by
///   an async sequence), and the blocking call is made from a task (an `async` test, a `Task`
///   body). The blocked thread is one of the pool's, which has only as many threads as the
///   machine has cores: with every one of them blocked, the tasks the source waits for never
///   run, so the call times out. Block from a synchronous test, or await the source's values.
///
/// Call blocking operators from the test's own thread, and give a timeout to anything that may not
/// terminate.
public struct BlockingObservable<Element> {
    /// The longest time, in seconds, an operator may block; `nil` for no limit.
    let timeout: TimeInterval?
    /// The sequence the operators subscribe to.
    let source: Observable<Element>
}
