import OpenCombine
import Ripple

/// The subject pump through six `map`/`filter` pairs (every element passes every filter).
func mapFilterChainWorkloads() -> [Workload] {
    let count = 1_000_000
    return [
        Workload("six map/filter pairs", .ripple, count: count) { count in
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let chain = pair(pair(pair(pair(pair(pair(subject.asObservable()))))))
            let subscription = chain.subscribe(onNext: tally.add)
            return PreparedRun(measured: {
                for element in 0..<count { subject.onNext(element) }
            }, teardown: {
                subscription.dispose()
                tally.consume()
            })
        },
        Workload("six map/filter pairs", .openCombine, count: count) { count in
            let subject = PassthroughSubject<Int, Never>()
            let tally = Tally()
            let chain = pair(pair(pair(pair(pair(pair(subject))))))
            let cancellable = chain.sink(receiveValue: tally.add)
            return PreparedRun(measured: {
                for element in 0..<count { subject.send(element) }
            }, teardown: {
                cancellable.cancel()
                tally.consume()
            })
        },
    ]
}

/// One `map`/`filter` pair on Ripple.
private func pair(_ source: Observable<Int>) -> Observable<Int> {
    source.map { $0 &+ 1 }.filter { $0 > 0 }
}

/// One `map`/`filter` pair on OpenCombine.
private func pair<Upstream: Publisher>(_ upstream: Upstream) -> Publishers.Filter<Publishers.Map<Upstream, Int>> where Upstream.Output == Int {
    upstream.map { $0 &+ 1 }.filter { $0 > 0 }
}
