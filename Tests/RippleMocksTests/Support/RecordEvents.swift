import Ripple
import RippleTest

/// Subscribes to `source` with a recording observer at virtual time 0 and returns what it
/// received synchronously: the way these tests read what a mocked method returned.
func recordEvents<Element>(_ source: Observable<Element>) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Element.self)
    _ = source.subscribe(observer)
    return observer.events
}
