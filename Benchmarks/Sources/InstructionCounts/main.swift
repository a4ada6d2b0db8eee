import Foundation
import Workloads

// Runs one workload once, for counting its instructions under callgrind:
//
//     InstructionCounts <workload name> <library> <count>
//
// `Scripts/instructions.py` runs it at two counts and divides the difference by the difference
// of the counts, which cancels the set-up and process start-up.
let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]) else {
    print("usage: InstructionCounts <workload name> <library> <count>")
    for workload in allWorkloads() {
        print("  \(workload.name) | \(workload.library.rawValue)" + (workload.runsOnOtherThreads ? " | other threads" : ""))
    }
    exit(2)
}
guard let workload = allWorkloads().first(where: { $0.name == arguments[1] && $0.library.rawValue == arguments[2] }) else {
    print("no workload named \"\(arguments[1])\" on \(arguments[2])")
    exit(2)
}
let run = workload.prepare(count: count)
run.measured()
run.teardown()
