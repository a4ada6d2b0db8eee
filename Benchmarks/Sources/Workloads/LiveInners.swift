import OpenCombine
import Ripple

/// `flatMap` holding 100,000 inner subjects subscribed at once, each then sending one element
/// and completing: removing a completed inner subscription must not search every live one.
func liveInnersWorkloads() -> [Workload] {
    let count = 100_000
    return [
        Workload("flatMap with live inners", .ripple, count: count) { count in
            let outer = PublishSubject<Int>()
            let inners = (0..<count).map { _ in PublishSubject<Int>() }
            let tally = Tally()
            let subscription = outer
                .flatMap { inners[$0] }
                .subscribe(onNext: tally.add)
            return PreparedRun(measured: {
                for index in 0..<count { outer.onNext(index) }
                for inner in inners {
                    inner.onNext(1)
                    inner.onCompleted()
                }
            }, teardown: {
                subscription.dispose()
                tally.consume()
            })
        },
        Workload("flatMap with live inners", .openCombine, count: count) { count in
            let outer = PassthroughSubject<Int, Never>()
            let inners = (0..<count).map { _ in PassthroughSubject<Int, Never>() }
            let tally = Tally()
            let cancellable = outer
                .flatMap { inners[$0] }
                .sink(receiveValue: tally.add)
            return PreparedRun(measured: {
                for index in 0..<count { outer.send(index) }
                for inner in inners {
                    inner.send(1)
                    inner.send(completion: .finished)
                }
            }, teardown: {
                cancellable.cancel()
                tally.consume()
            })
        },
    ]
}
