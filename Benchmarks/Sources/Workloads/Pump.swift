import OpenCombine
import Ripple

/// A subject pumping 1,000,000 elements to one subscriber.
func pumpWorkloads() -> [Workload] {
    let count = 1_000_000
    return [
        Workload("subject pump", .ripple, count: count) { count in
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let subscription = subject.subscribe(onNext: tally.add)
            return PreparedRun(measured: {
                for element in 0..<count { subject.onNext(element) }
            }, teardown: {
                subscription.dispose()
                tally.consume()
            })
        },
        Workload("subject pump", .openCombine, count: count) { count in
            let subject = PassthroughSubject<Int, Never>()
            let tally = Tally()
            let cancellable = subject.sink(receiveValue: tally.add)
            return PreparedRun(measured: {
                for element in 0..<count { subject.send(element) }
            }, teardown: {
                cancellable.cancel()
                tally.consume()
            })
        },
    ]
}
