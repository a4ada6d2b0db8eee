import OpenCombine
import Ripple

/// 100,000 subject elements, each mapped to a one-element sequence and merged back.
func flatMapWorkloads() -> [Workload] {
    let count = 100_000
    return [
        Workload("flatMap to just", .ripple, count: count) { count in
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let subscription = subject
                .flatMap { Observable.just($0) }
                .subscribe(onNext: tally.add)
            return PreparedRun(measured: {
                for element in 0..<count { subject.onNext(element) }
            }, teardown: {
                subscription.dispose()
                tally.consume()
            })
        },
        Workload("flatMap to just", .openCombine, count: count) { count in
            let subject = PassthroughSubject<Int, Never>()
            let tally = Tally()
            let cancellable = subject
                .flatMap { Just($0) }
                .sink(receiveValue: tally.add)
            return PreparedRun(measured: {
                for element in 0..<count { subject.send(element) }
            }, teardown: {
                cancellable.cancel()
                tally.consume()
            })
        },
    ]
}
