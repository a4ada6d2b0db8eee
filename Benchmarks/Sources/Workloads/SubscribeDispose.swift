import OpenCombine
import Ripple

/// 100,000 cycles of subscribing to a two-`map` chain on a subject, then disposing the
/// subscription (the chain itself is built once).
func subscribeDisposeWorkloads() -> [Workload] {
    let count = 100_000
    return [
        Workload("subscribe and dispose a map chain", .ripple, count: count) { count in
            let chain = PublishSubject<Int>().map { $0 &+ 1 }.map { $0 &* 2 }
            let tally = Tally()
            return PreparedRun(measured: {
                for _ in 0..<count {
                    chain.subscribe(onNext: tally.add).dispose()
                }
            }, teardown: tally.consume)
        },
        Workload("subscribe and dispose a map chain", .openCombine, count: count) { count in
            let chain = PassthroughSubject<Int, Never>().map { $0 &+ 1 }.map { $0 &* 2 }
            let tally = Tally()
            return PreparedRun(measured: {
                for _ in 0..<count {
                    chain.sink(receiveValue: tally.add).cancel()
                }
            }, teardown: tally.consume)
        },
    ]
}
