import OpenCombine
import Ripple

/// `from` of a 1,000,000-element range, emitted synchronously while subscribing; its peak memory
/// is sampled too, since a trampoline that kept every step alive would grow with the sequence.
func synchronousFromWorkloads() -> [Workload] {
    let count = 1_000_000
    return [
        Workload("synchronous from", .ripple, count: count, measuresPeakMemory: true) { count in
            let source = Observable.from(0..<count)
            let tally = Tally()
            return PreparedRun(measured: {
                _ = source.subscribe(onNext: tally.add)
            }, teardown: tally.consume)
        },
        Workload("synchronous from", .openCombine, count: count, measuresPeakMemory: true) { count in
            let source = Publishers.Sequence<Range<Int>, Never>(sequence: 0..<count)
            let tally = Tally()
            return PreparedRun(measured: {
                _ = source.sink(receiveValue: tally.add)
            }, teardown: tally.consume)
        },
    ]
}
