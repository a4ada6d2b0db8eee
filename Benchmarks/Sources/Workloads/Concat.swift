import OpenCombine
import Ripple

/// The sequential engine: sources subscribed one at a time, each completing (or
/// failing) synchronously, so the engine's loop, not the sources, is what runs.
///
/// - `concatMap` to `just`: 100,000 subject elements, each mapped to a one-element sequence that
///   waits for none (the queue of `concat()`, `concatMap` and `merge(maxConcurrent:)`); the peer is
///   OpenCombine's `flatMap(maxPublishers: .max(1))`, Combine's `concatMap`.
/// - `concat` of 100,000 `just`s (an iterator of sources, advancing on completion) and `retry`
///   of a source failing at once, 100,000 attempts (advancing on errors): no peer, since
///   OpenCombine's equivalents subscribe the next publisher by recursion and overflow the stack
///   long before 100,000.
func concatWorkloads() -> [Workload] {
    let count = 100_000
    return [
        Workload("concatMap to just", .ripple, count: count) { count in
            let subject = PublishSubject<Int>()
            let tally = Tally()
            let subscription = subject
                .concatMap { Observable.just($0) }
                .subscribe(onNext: tally.add)
            return PreparedRun(measured: {
                for element in 0..<count { subject.onNext(element) }
            }, teardown: {
                subscription.dispose()
                tally.consume()
            })
        },
        Workload("concatMap to just", .openCombine, count: count) { count in
            let subject = PassthroughSubject<Int, Never>()
            let tally = Tally()
            let cancellable = subject
                .flatMap(maxPublishers: .max(1)) { Just($0) }
                .sink(receiveValue: tally.add)
            return PreparedRun(measured: {
                for element in 0..<count { subject.send(element) }
            }, teardown: {
                cancellable.cancel()
                tally.consume()
            })
        },
        Workload("concat of just sources", .ripple, count: count) { count in
            let concatenated = Observable.concat((0..<count).map { Observable.just($0) })
            let tally = Tally()
            return PreparedRun(measured: {
                concatenated.subscribe(onNext: tally.add).dispose()
            }, teardown: tally.consume)
        },
        Workload("retry of a failing source", .ripple, count: count) { count in
            let failing = Observable<Int>.error(BenchmarkError())
            let tally = Tally()
            return PreparedRun(measured: {
                failing.retry(count).subscribe(onError: { _ in tally.add(1) }).dispose()
            }, teardown: tally.consume)
        },
    ]
}

/// The error of the source that `retry` resubscribes.
private struct BenchmarkError: Error {}
