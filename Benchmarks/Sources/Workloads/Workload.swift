/// The library a workload runs on.
public enum Library: String, Sendable {
    case ripple = "Ripple"
    case openCombine = "OpenCombine"
    case combineSchedulers = "combine-schedulers"
}

/// A workload whose set-up is done: `measured` is the part to time, `teardown` releases what
/// the set-up made.
public struct PreparedRun {
    /// The work to measure.
    public let measured: () -> Void
    /// Runs after the measurement.
    public let teardown: () -> Void
}

/// One workload on one library, processing `count` events (or actions, or cycles).
public struct Workload {
    /// What the workload does, shared by the Ripple row and its peer's.
    public let name: String
    /// The library it runs on.
    public let library: Library
    /// How many events one run processes.
    public let count: Int
    /// Whether the benchmark also samples the process's peak resident memory (a sampling thread
    /// runs alongside, so only the workloads whose memory is in question pay for it).
    public let measuresPeakMemory: Bool
    /// Whether the work runs on other threads too (a dispatch queue's), whose share of the count
    /// varies with how callgrind interleaves them.
    public let runsOnOtherThreads: Bool
    private let prepareRun: (Int) -> PreparedRun

    init(
        _ name: String,
        _ library: Library,
        count: Int,
        measuresPeakMemory: Bool = false,
        runsOnOtherThreads: Bool = false,
        prepare: @escaping (Int) -> PreparedRun
    ) {
        self.name = name
        self.library = library
        self.count = count
        self.measuresPeakMemory = measuresPeakMemory
        self.runsOnOtherThreads = runsOnOtherThreads
        self.prepareRun = prepare
    }

    /// The benchmark name, `<workload> | <library> | n=<count>`, which `Scripts/report.py` parses.
    public var benchmarkName: String {
        "\(name) | \(library.rawValue) | n=\(count)"
    }

    /// Does the set-up for a run of `count` events (the workload's own count unless given).
    public func prepare(count: Int? = nil) -> PreparedRun {
        prepareRun(count ?? self.count)
    }
}

/// Every workload, on Ripple and on its peer where it has one: subjects and operators, virtual
/// time, the virtual clock's sleeps, the sequential engine, and the real schedulers outside a
/// virtual-time scope.
public func allWorkloads() -> [Workload] {
    let workloads = pumpWorkloads() + mapFilterChainWorkloads() + flatMapWorkloads() + combineLatestWorkloads()
        + subscribeDisposeWorkloads() + virtualTimeWorkloads() + synchronousFromWorkloads()
        + liveInnersWorkloads() + concatWorkloads() + realSchedulerWorkloads()
    guard #available(macOS 14.0, *) else { return workloads }
    return workloads + virtualClockWorkloads()
}

/// A sink for results, so the optimizer cannot drop the work that produced them.
final class Tally {
    private(set) var value = 0

    func add(_ element: Int) {
        value &+= element
    }

    /// Prints nothing, but makes the total observable to the optimizer.
    func consume() {
        withExtendedLifetime(value) {}
        if value == .min { print(value) }
    }
}
