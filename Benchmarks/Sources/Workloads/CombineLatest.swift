import OpenCombine
import Ripple

/// Two subjects combined, fed alternately: 1,000,000 elements in all.
///
/// OpenCombine 0.14 has no `combineLatest`; its nearest two-source combinator is `zip`, so the
/// peer of `combineLatest` runs `zip`, and a second pair runs `zip` on both libraries.
func combineLatestWorkloads() -> [Workload] {
    let count = 1_000_000
    return [
        Workload("combineLatest of two subjects (peer: zip)", .ripple, count: count) { count in
            let (first, second) = (PublishSubject<Int>(), PublishSubject<Int>())
            let tally = Tally()
            let subscription = Observable.combineLatest(first, second) { $0 &+ $1 }
                .subscribe(onNext: tally.add)
            return PreparedRun(measured: { alternate(count, first.onNext, second.onNext) }, teardown: {
                subscription.dispose()
                tally.consume()
            })
        },
        Workload("combineLatest of two subjects (peer: zip)", .openCombine, count: count, prepare: openCombineZip),
        Workload("zip of two subjects", .ripple, count: count) { count in
            let (first, second) = (PublishSubject<Int>(), PublishSubject<Int>())
            let tally = Tally()
            let subscription = Observable.zip(first, second) { $0 &+ $1 }
                .subscribe(onNext: tally.add)
            return PreparedRun(measured: { alternate(count, first.onNext, second.onNext) }, teardown: {
                subscription.dispose()
                tally.consume()
            })
        },
        Workload("zip of two subjects", .openCombine, count: count, prepare: openCombineZip),
    ]
}

private func openCombineZip(_ count: Int) -> PreparedRun {
    let (first, second) = (PassthroughSubject<Int, Never>(), PassthroughSubject<Int, Never>())
    let tally = Tally()
    let cancellable = first.zip(second).map { $0 &+ $1 }.sink(receiveValue: tally.add)
    return PreparedRun(measured: { alternate(count, first.send, second.send) }, teardown: {
        cancellable.cancel()
        tally.consume()
    })
}

/// Sends `count` elements, alternating between `first` and `second`.
private func alternate(_ count: Int, _ first: (Int) -> Void, _ second: (Int) -> Void) {
    for element in stride(from: 0, to: count, by: 2) {
        first(element)
        second(element)
    }
}
