#!/usr/bin/env python3
"""Counts instructions per event of every workload, on Ripple and on its peer, with callgrind.

    swift build -c release --package-path Benchmarks
    python3 Benchmarks/Scripts/instructions.py [--filter TEXT] [--sizes SMALL LARGE]
    python3 Benchmarks/Scripts/instructions.py --check Benchmarks/instruction-budget.tsv
    python3 Benchmarks/Scripts/instructions.py --write Benchmarks/instruction-budget.tsv

Each workload runs once at SMALL and once at LARGE events (default 5,000 and 10,000; 500 and
1,000 for the virtual-time workloads, whose peer is quadratic and slow under callgrind) under
`valgrind --tool=callgrind`; (instructions at LARGE - instructions at SMALL) / (LARGE - SMALL) is
the cost of one event with set-up and process start-up cancelled out. Instruction counts do not
depend on the load of the machine, unlike wall-clock times. For the quadratic peer of the
virtual-time workloads the figure is the average cost of an event between the two sizes.

Workloads whose counts include the work of other threads (the binary lists them with
`| other threads`: the dispatch-queue rows, which callgrind runs one thread at a time in an order
that varies) are measured three times and the
lowest figure is kept; even so they vary by more than 10% from run to run of one build, so they
fail the check only beyond 25% over their entry.

With --check, only Ripple's workloads run, and the script fails when one costs more than 10% over
its entry in the budget table (a tab-separated file of workload names and instructions per event),
or has no entry; with --write, it writes that table from this run. CI runs --check; a change that
makes a workload cheaper, or that is worth its cost, updates the table in the same commit.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BINARY = os.path.join(HERE, "..", ".build", "release", "InstructionCounts")
COLLECTED = re.compile(r"Collected\s*:\s*(\d+)")


def workloads():
    """(name, library, runs on other threads) triples, in order, from the binary's usage text."""
    output = subprocess.run([BINARY], capture_output=True, text=True).stdout
    triples = []
    for line in output.splitlines()[1:]:
        fields = line.strip().split(" | ")
        triples.append((fields[0], fields[1], fields[2:] == ["other threads"]))
    return triples


def instructions(name, library, count):
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", BINARY, name, library, str(count)],
        capture_output=True, text=True,
    )
    match = COLLECTED.search(result.stderr)
    if result.returncode != 0 or not match:
        sys.exit(f"instructions.py: callgrind failed for {name} | {library}:\n{result.stderr[-2000:]}")
    return int(match.group(1))


TOLERANCE = 0.10
THREADED_RUNS = 3
THREADED_TOLERANCE = 0.25


def cost_per_event(name, library, small, large, threaded):
    runs = THREADED_RUNS if threaded else 1
    return min(
        (instructions(name, library, large) - instructions(name, library, small)) / (large - small)
        for _ in range(runs)
    )


def read_budget(path):
    """The budget table: workload name -> instructions per event."""
    budget = {}
    with open(path) as table:
        for line in table:
            if not line.strip() or line.startswith("#"):
                continue
            name, cost = line.rstrip("\n").split("\t")
            budget[name] = float(cost)
    return budget


def write_budget(path, costs):
    with open(path, "w") as table:
        table.write("# Instructions per event of Ripple's workloads (Scripts/instructions.py --write).\n")
        table.write("# CI fails when a workload costs more than 10% over its entry.\n")
        for name, cost in costs.items():
            table.write(f"{name}\t{cost:.0f}\n")


def check_budget(budget, costs, threaded):
    """Exits with the workloads over budget, or without an entry; `threaded` names the workloads
    that run on other threads too."""
    failures = []
    for name, cost in costs.items():
        allowed = budget.get(name)
        if allowed is None:
            failures.append(f"{name}: {cost:.0f} instructions/event, and no entry in the budget")
        elif cost > allowed * (1 + (THREADED_TOLERANCE if name in threaded else TOLERANCE)):
            failures.append(f"{name}: {cost:.0f} instructions/event, {cost / allowed - 1:+.1%} over its budget of {allowed:.0f}")
        else:
            print(f"{name}: {cost:.0f} instructions/event ({cost / allowed - 1:+.1%} against {allowed:.0f})")
    if failures:
        sys.exit("instructions.py: over budget:\n  " + "\n  ".join(failures))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--filter", default="", help="only workloads whose name contains this")
    parser.add_argument("--sizes", nargs=2, type=int, help="the two counts (default: see above)")
    parser.add_argument("--check", metavar="TABLE", help="check Ripple's workloads against this budget table")
    parser.add_argument("--write", metavar="TABLE", help="write Ripple's costs to this budget table")
    arguments = parser.parse_args()
    ripple_only = bool(arguments.check or arguments.write)
    per_event = {}
    sizes = {}
    order = []
    threaded = set()
    for name, library, runs_on_other_threads in workloads():
        # Workloads that run at several sizes appear once per size; one measurement is enough.
        if arguments.filter not in name or library in per_event.get(name, {}):
            continue
        if ripple_only and library != "Ripple":
            continue
        small, large = arguments.sizes or ([500, 1_000] if name.startswith("virtual time") else [5_000, 10_000])
        sizes[name] = (small, large)
        if runs_on_other_threads:
            threaded.add(name)
        cost = cost_per_event(name, library, small, large, runs_on_other_threads)
        per_event.setdefault(name, {})[library] = cost
        if name not in order:
            order.append(name)
        print(f"{name} | {library}: {cost:.0f} instructions/event", file=sys.stderr, flush=True)
    if ripple_only:
        costs = {name: per_event[name]["Ripple"] for name in order}
        if arguments.write:
            write_budget(arguments.write, costs)
        if arguments.check:
            check_budget(read_budget(arguments.check), costs, threaded)
        return
    print("| workload | n | Ripple instructions/event | peer | peer instructions/event | Ripple / peer |")
    print("|---|---|---:|---|---:|---:|")
    for name in order:
        libraries = per_event[name]
        ripple = libraries.get("Ripple")
        peer = next(((library, cost) for library, cost in libraries.items() if library != "Ripple"), None)
        if ripple is None or peer is None:
            continue
        small, large = sizes[name]
        print(f"| {name} | {small:,} → {large:,} | {ripple:.0f} | {peer[0]} | {peer[1]:.0f} | {ripple / peer[1]:.3g} |")


if __name__ == "__main__":
    main()
