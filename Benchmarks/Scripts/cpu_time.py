#!/usr/bin/env python3
"""CPU time per event of one workload at several sizes, for one or more `InstructionCounts` builds.

Each run is a process of its own; its user and system time come from `rusage`, which a loaded
machine disturbs less than wall-clock time. The figure for a size is the fastest of `--runs` runs
less the fastest run at n = 1 (process start-up), divided by the size. Builds and sizes are
alternated, so that a burst of load touches all of them alike. The last column is how the time of
a run grows from the first size to the last.

    python3 Scripts/cpu_time.py --workload "virtual time: scheduled actions" \\
        --sizes 10000,100000 .build/release/InstructionCounts other/.build/release/InstructionCounts
"""
import argparse
import resource
import subprocess


def cpu_seconds(binary, workload, size):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, workload, "Ripple", str(size)], stdout=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--workload", default="virtual time: scheduled actions")
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("binaries", nargs="+")
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]
    fastest = {}
    for _ in range(arguments.runs):
        for binary in arguments.binaries:
            for size in [1] + sizes:
                seconds = cpu_seconds(binary, arguments.workload, size)
                fastest[binary, size] = min(fastest.get((binary, size), seconds), seconds)
    for binary in arguments.binaries:
        per_event = [(fastest[binary, size] - fastest[binary, 1]) / size * 1e9 for size in sizes]
        growth = per_event[-1] * sizes[-1] / (per_event[0] * sizes[0])
        columns = ", ".join(f"{size:,}: {ns:,.0f} ns" for size, ns in zip(sizes, per_event))
        print(f"{binary}: {columns}; growth {growth:.1f}x")


if __name__ == "__main__":
    main()
