import Foundation
import Ripple

/// Subscribes a blocking operator's collector to its source.
///
/// The subscription runs inside a current-thread trampoline, so sequences that schedule their
/// elements on it (`of`, `from`) emit only after the collector holds the subscription and can
/// dispose it once it has what it needs. If a trampoline is already running on the calling
/// thread, work queued on it would wait for the blocking call to return: the subscription then
/// starts on a thread of its own, where it gets a fresh trampoline. The collector learns when the
/// source's subscription is disposed (a `do(onDispose:)` around the source), whichever thread
/// disposes it.
enum BlockingSubscription {
    static func start<Element>(_ source: Observable<Element>, observer collector: BlockingCollector<Element>) {
        let handoff = Handoff(source: source, collector: collector)
        if CurrentThreadScheduler.isScheduleRequired {
            handoff.subscribe()
        } else {
            Thread { handoff.subscribe() }.start()
        }
    }
}

/// The source and collector of one blocking call, carried to the thread that subscribes.
private struct Handoff<Element>: @unchecked Sendable {
    // @unchecked Sendable: the source is only subscribed, once, by whichever thread runs
    // `subscribe()`; the calling thread meanwhile only waits on the collector, whose state is
    // guarded by its condition. Subscribing an observable from another thread is what every
    // `subscribe(on:)` does.
    let source: Observable<Element>
    let collector: BlockingCollector<Element>

    func subscribe() {
        let collector = collector
        let observed = source.do(onDispose: { collector.sourceWasDisposed() })
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            collector.attach(observed.subscribe(collector))
            return Disposables.create()
        }
    }
}
