import Benchmark
import Workloads

/// Every workload, each run on Ripple and on its peer (if it has one) in the same process.
///
/// Benchmark names follow `<workload> | <library> | n=<events>`: `Scripts/report.py` pairs the
/// Ripple and peer rows of one workload and size, and divides by `n` for per-event figures.
/// Each iteration does the workload's set-up, measures the run, then tears down.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .milliseconds,
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 25
    )
    var withPeakMemory = Benchmark.defaultConfiguration
    withPeakMemory.metrics += [.peakMemoryResident, .peakMemoryResidentDelta]
    for workload in allWorkloads() {
        let configuration = workload.measuresPeakMemory ? withPeakMemory : Benchmark.defaultConfiguration
        Benchmark(workload.benchmarkName, configuration: configuration) { benchmark in
            let run = workload.prepare()
            benchmark.startMeasurement()
            run.measured()
            benchmark.stopMeasurement()
            run.teardown()
        }
    }
}
