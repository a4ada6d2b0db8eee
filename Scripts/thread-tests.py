#!/usr/bin/env python3
"""Chooses the tests that CI runs under ThreadSanitizer, and checks that none is missed.

    python3 Scripts/thread-tests.py            # the report: which test files use threads, which run
    python3 Scripts/thread-tests.py --filter   # the `swift test --filter` regex (after the check)

A Swift Testing suite is chosen by its tag: `@Suite(.tags(.threads))`, the tag that
`Tests/TestSupport/Tag+Threads.swift` declares (tags are inherited, so a suite's nested suites
and tests come with it). `swift test` has no tag filter, so the script reads the tagged suites out
of Tests/ and writes a regex over test IDs (`Module.Suite/test()`, `Module.Outer/Inner/test()`).
XCTest has no tags: an `XCTestCase` class is chosen when its file uses threads or its tests are
`async` (they run on the cooperative pool's threads). The same regex matches XCTest's IDs
(`Module.Class/testName`).

The check fails when a test file uses threads (starts one, or uses dispatch queues, semaphores,
operation queues, the dispatch schedulers or detached tasks; found by THREADS in its code, not its
comments) and nothing in it is chosen, unless EXEMPT lists it with its reason.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TESTS = "Tests"
# Modules under Tests/ that hold helpers, not tests, and fixtures that are never compiled into one.
NOT_TEST_MODULES = {"CompileFailures", "TestSupport", "SharingTestSupport"}
THREADS = re.compile(
    r"\bThread\b|\bpthread_create\b|DispatchQueue|DispatchGroup|DispatchSemaphore|concurrentPerform"
    r"|ConcurrentDispatchQueueScheduler|SerialDispatchQueueScheduler|OperationQueue|Task\.detached"
)
# `@Suite` with its arguments (parentheses nested up to three deep), then the declaration it marks.
SUITE = re.compile(
    r"@Suite\b(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?\s*"
    r"(?:@\w+(?:\([^()]*\))?\s*)*"
    r"(?:(?:public|internal|fileprivate|private|final|nonisolated)\s+)*"
    r"(?:struct|class|enum|actor|extension)\s+([\w.]+)"
)
TAG = re.compile(r"\.threads\b")
XCTEST_CLASS = re.compile(r"class\s+(\w+)\s*:\s*XCTestCase\b")
ASYNC_XCTEST = re.compile(r"func\s+test\w*\(\)\s*(?:throws\s+)?async\b")
TEST_FILE = re.compile(r"@Test\b|@Suite\b|XCTestCase\b")

# Test files that use threads but need not run under ThreadSanitizer, with the reason.
EXEMPT = {
}


def code_of(text):
    """The text without its `//` comments (string literals with `//` in them are rare enough here)."""
    return "\n".join(line.split("//", 1)[0] for line in text.splitlines())


def test_files():
    for directory, _, names in os.walk(os.path.join(ROOT, TESTS)):
        relative = os.path.relpath(directory, ROOT)
        parts = relative.split(os.sep)
        if len(parts) < 2 or parts[1] in NOT_TEST_MODULES:
            continue
        for name in sorted(names):
            if name.endswith(".swift"):
                yield parts[1], os.path.join(relative, name)


def survey():
    """Per test file: (module, path, uses threads, chosen suite or class names)."""
    rows = []
    for module, path in test_files():
        with open(os.path.join(ROOT, path)) as source:
            code = code_of(source.read())
        if not TEST_FILE.search(code):
            continue
        uses_threads = bool(THREADS.search(code))
        chosen = [match.group(2).split(".")[-1] for match in SUITE.finditer(code)
                  if match.group(1) and TAG.search(match.group(1))]
        if uses_threads or ASYNC_XCTEST.search(code):
            chosen += XCTEST_CLASS.findall(code)
        rows.append((module, path, uses_threads, chosen))
    return rows


def problems_of(rows):
    problems = []
    for module, path, uses_threads, chosen in rows:
        if uses_threads and not chosen and path not in EXEMPT:
            problems.append(f"{path}: uses threads, but no suite in it is tagged .threads "
                            "(`@Suite(.tags(.threads))`) and EXEMPT does not list it")
    for path in EXEMPT:
        if not any(row[1] == path and row[2] for row in rows):
            problems.append(f"{path}: listed in EXEMPT, but it is no test file that uses threads")
    return problems


def filter_regex(rows):
    names = {}
    for module, _, _, chosen in rows:
        names.setdefault(module, set()).update(chosen)
    alternatives = [f"{module}\\.(?:\\w+/)*(?:{'|'.join(sorted(suites))})/"
                    for module, suites in sorted(names.items()) if suites]
    return "|".join(alternatives)


def main():
    rows = survey()
    problems = problems_of(rows)
    if problems:
        sys.exit("thread-tests:\n  " + "\n  ".join(problems))
    if sys.argv[1:] == ["--filter"]:
        print(filter_regex(rows))
        return
    threaded = [row for row in rows if row[2]]
    covered = [row for row in threaded if row[3]]
    print(f"test files that use threads: {len(threaded)}; under ThreadSanitizer: {len(covered)}; "
          f"exempt: {len(threaded) - len(covered)}")
    print(f"test files under ThreadSanitizer in all: {sum(1 for row in rows if row[3])}")
    for path, reason in sorted(EXEMPT.items()):
        print(f"  exempt: {path}: {reason}")


if __name__ == "__main__":
    main()
