#!/usr/bin/env python3
"""Virtual-time actions per second in a debug build of a dependent of Ripple, as a user's test
target builds Ripple: unoptimized, as a dependency, without the InvariantChecks trait.

    python3 Benchmarks/Scripts/debug_build.py [--size 200000] [--runs 5]

The benchmarks package itself is built in release; this script builds the small package
`DebugBuild/` in debug (its own `.build`, so the release build is untouched) and times its
executable, `VirtualTimeInDebug`, with the measure of `cpu_time.py`: the user and system time of
each run, a process of its own, the fastest of `--runs` runs, less the fastest run at n = 1 (process
start-up and the build of the scheduler), divided by the size. It prints the cost of one action of
a recorded interval and the actions per second, then how long a recorded interval that is never
disposed runs under a bare `start()` before `TestScheduler`'s default `maxActionsPerRun` stops it
(CPU time and wall-clock time, the fastest of `--runs`); then how long a property check of a
search view model over 500 generated timelines takes in the package's test target (RipplePropertyChecks
runs inside a Swift Testing test only): the time the test measures around the check, the fastest
of `--runs` runs of `swift test`.
"""
import argparse
import os
import resource
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.join(HERE, "..", "DebugBuild")
BINARY = os.path.join(PACKAGE, ".build", "debug", "VirtualTimeInDebug")
TICKS = "virtual time: interval ticks recorded"
RUNAWAY = "virtual time: runaway interval stopped by the default limit"
PROPERTY_CHECK = "property check: 500 timelines of a search view model: "

sys.path.insert(0, HERE)
from cpu_time import cpu_seconds  # noqa: E402


def timed_run(workload):
    """(CPU seconds, wall-clock seconds) of one run of `workload`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    subprocess.run([BINARY, workload, "Ripple", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size", type=int, default=200_000)
    parser.add_argument("--runs", type=int, default=5)
    arguments = parser.parse_args()
    subprocess.run(["swift", "build", "--package-path", PACKAGE, "-c", "debug"], check=True)

    fastest = {}
    for _ in range(arguments.runs):
        for size in [1, arguments.size]:
            seconds = cpu_seconds(BINARY, TICKS, size)
            fastest[size] = min(fastest.get(size, seconds), seconds)
    per_action = (fastest[arguments.size] - fastest[1]) / arguments.size
    print(f"{TICKS}, debug build of a dependent: {per_action * 1e9:,.0f} ns per action, "
          f"{1 / per_action:,.0f} actions per second (n = {arguments.size:,}, fastest of {arguments.runs})")

    runs = [timed_run(RUNAWAY) for _ in range(arguments.runs)]
    cpu = min(run[0] for run in runs)
    wall = min(run[1] for run in runs)
    print(f"{RUNAWAY}: {cpu:.2f} s CPU, {wall:.2f} s wall clock (fastest of {arguments.runs}; load average "
          f"{os.getloadavg()[0]:.1f})")

    property_check = [checked_timelines() for _ in range(arguments.runs)]
    print(f"{PROPERTY_CHECK}{min(property_check):.0f} ms (debug build of a dependent, fastest of {arguments.runs}; "
          f"load average {os.getloadavg()[0]:.1f})")


def checked_timelines():
    """The milliseconds one run of the property-check test measures around its 500 timelines."""
    completed = subprocess.run(
        ["swift", "test", "--package-path", PACKAGE, "--filter", "PropertyChecksInDebugTests"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=True,
    )
    for line in completed.stdout.splitlines():
        if line.startswith(PROPERTY_CHECK):
            return float(line[len(PROPERTY_CHECK):].removesuffix(" ms"))
    sys.exit(f"debug_build: the property-check test printed no time:\n{completed.stdout}")


if __name__ == "__main__":
    main()
