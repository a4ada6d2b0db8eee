/// How a virtual-time scheduler whose times are integer ticks turns its times into ticks and
/// back: given to the scheduler's package initializer (`TestScheduler` gives ``integers``), it
/// lets the scheduler order its queue by the ticks alone, without the converter, and queue
/// actions that need no disposable without an object of their own.
///
/// The ticks must order as the converter orders the times: `tick(a) < tick(b)` exactly when the
/// converter says `a` is before `b`, and `time(tick(a))` is `a`.
package struct VirtualTimeTicks<Time> {
    /// The tick of a time.
    package let tick: (Time) -> Int
    /// The ticks of several times, in their order.
    package let ticks: ([Time]) -> [Int]
    /// The time of a tick.
    package let time: (Int) -> Time

    /// Ticks read by `tick`, `ticks` (which must agree with `tick`) and written back by `time`.
    package init(tick: @escaping (Time) -> Int, ticks: @escaping ([Time]) -> [Int], time: @escaping (Int) -> Time) {
        self.tick = tick
        self.ticks = ticks
        self.time = time
    }
}

extension VirtualTimeTicks where Time == Int {
    /// Times that are ticks themselves (`TestScheduler`'s).
    package static var integers: VirtualTimeTicks<Int> {
        VirtualTimeTicks(tick: { $0 }, ticks: { $0 }, time: { $0 })
    }
}
