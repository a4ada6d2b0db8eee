#!/usr/bin/env python3
"""Turns a `swift package benchmark --format jmh --path stdout` run into the Ripple-vs-peer table.

    swift package benchmark --format jmh --path stdout --no-progress | python3 Scripts/report.py

Benchmark names are `<workload> | <library> | n=<count>` (see Sources/Workloads/Workload.swift).
For each workload and size the table shows the median wall-clock time of one run on Ripple and on
its peer, their ratio (Ripple / peer: below 1 means Ripple is faster), the median time per event
and the allocations per event (malloc calls counted by the benchmark's malloc interposer, median
per run divided by the count). Rows without a peer at that size show only Ripple.

Workloads that sample memory (`measuresPeakMemory` in Sources/Workloads/Workload.swift) also get a
second table: the median peak resident memory of the process during a run, and its growth over
the resident memory at the start of the measurement.
"""
import json
import re
import sys

NAME = re.compile(r"^(?P<workload>.*) \| (?P<library>[^|]+) \| n=(?P<count>\d+)$")

# The order of the rows. Workloads not listed here come last, by name.
ORDER = [
    "subject pump",
    "six map/filter pairs",
    "flatMap to just",
    "combineLatest of two subjects (peer: zip)",
    "zip of two subjects",
    "subscribe and dispose a map chain",
    "virtual time: scheduled actions",
    "virtual time: hot events through map/filter",
    "virtual time: typical test",
    "virtual time: sleeps resumed",
    "synchronous from",
    "flatMap with live inners",
    "concatMap to just",
    "concat of just sources",
    "retry of a failing source",
]

# The workloads that sample peak resident memory. Named here because the JMH export carries the
# last value of a metric over to benchmarks that did not record it.
MEMORY_WORKLOADS = ["synchronous from"]


def row_order(key):
    workload, count = key
    rank = ORDER.index(workload) if workload in ORDER else len(ORDER)
    return (rank, workload, -count)


def read_results(text):
    """The JMH elements of the run: the one line of the output that is a JSON array."""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("[{") and line.endswith("}]"):
            return json.loads(line)
    sys.exit("report.py: no JMH results in the input (run with --format jmh --path stdout)")


def parse(elements):
    """{(workload, count): {library: (median ms, mallocs per run)}} in the order of the run, and
    {(workload, count): {library: (peak resident MB, peak growth MB)}} for MEMORY_WORKLOADS."""
    rows = {}
    memory = {}
    for element in elements:
        # JMH names are package.benchmark.<target>.<name with spaces replaced by underscores>.
        name = element["benchmark"].split(".", 3)[3].replace("_", " ")
        match = NAME.match(name)
        if not match:
            continue
        metrics = element.get("secondaryMetrics") or {}
        wall = metrics.get("Time (wall clock)")
        mallocs = metrics.get("Malloc (total)")
        if wall is None:
            continue
        median_ms = wall["scorePercentiles"]["50.0"] / 1000.0  # JMH export is in microseconds
        malloc_median = mallocs["scorePercentiles"]["50.0"] if mallocs else None
        key = (match["workload"], int(match["count"]))
        rows.setdefault(key, {})[match["library"]] = (median_ms, malloc_median)
        peak = metrics.get("Memory (resident peak)")
        growth = metrics.get("Memory Δ (resident peak)")
        if match["workload"] in MEMORY_WORKLOADS and peak and growth:
            memory.setdefault(key, {})[match["library"]] = (
                peak["scorePercentiles"]["50.0"] / 1e6, growth["scorePercentiles"]["50.0"] / 1e6)
    return rows, memory


def format_allocations(mallocs, count):
    return "n/a" if mallocs is None else f"{mallocs / count:.3g}"


def main():
    rows, memory = parse(read_results(sys.stdin.read()))
    print("| workload | n | Ripple (ms) | peer | peer (ms) | Ripple / peer | Ripple ns/event | allocations/event Ripple | allocations/event peer |")
    print("|---|---:|---:|---|---:|---:|---:|---:|---:|")
    for (workload, count), libraries in sorted(rows.items(), key=lambda item: row_order(item[0])):
        ripple = libraries.get("Ripple")
        peers = [(name, value) for name, value in libraries.items() if name != "Ripple"]
        if ripple is None:
            continue
        ripple_ms, ripple_mallocs = ripple
        per_event_ns = ripple_ms * 1e6 / count
        if peers:
            peer_name, (peer_ms, peer_mallocs) = peers[0]
            ratio = f"{ripple_ms / peer_ms:.3g}"
            peer_cells = [peer_name, f"{peer_ms:.2f}", ratio]
            peer_allocations = format_allocations(peer_mallocs, count)
        else:
            peer_cells = ["—", "—", "—"]
            peer_allocations = "—"
        print(f"| {workload} | {count:,} | {ripple_ms:.2f} | " + " | ".join(peer_cells)
              + f" | {per_event_ns:.1f} | {format_allocations(ripple_mallocs, count)} | {peer_allocations} |")

    if not memory:
        return
    print()
    print("| workload | n | library | peak resident (MB) | growth during the run (MB) |")
    print("|---|---:|---|---:|---:|")
    for (workload, count), libraries in sorted(memory.items(), key=lambda item: row_order(item[0])):
        for library, (peak, growth) in sorted(libraries.items(), key=lambda item: item[0] != "Ripple"):
            print(f"| {workload} | {count:,} | {library} | {peak:.1f} | {growth:.1f} |")


if __name__ == "__main__":
    main()
