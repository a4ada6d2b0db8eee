#!/usr/bin/env python3
"""Checks that unsafe constructs live only in the kernel, Sources/Ripple/Kernel/.

    python3 Scripts/check-unsafe-confinement.py

Scans the code (not the comments) of every Swift file under Sources/ for the constructs that
opt out of Swift's memory or concurrency safety: unsafe pointers and buffers, `Unmanaged`,
`unsafeBitCast` and every other `unsafe`-named API, `_withUnsafeGuaranteedRef`,
`unowned(unsafe)`, `@exclusivity(unchecked)` and `nonisolated(unsafe)`. It fails when a file
outside the kernel uses one, unless the file is listed in Scripts/unsafe-outside-kernel.tsv with
the reason it is not yet in the kernel; it also fails when a listed file no longer uses any, so
that the list only shrinks. It prints how many declarations claim `@unchecked Sendable` in
Sources/Ripple and fails when there are more than CEILING.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
KERNEL = "Sources/Ripple/Kernel/"
EXCEPTIONS = os.path.join(ROOT, "Scripts", "unsafe-outside-kernel.tsv")
UNSAFE = re.compile(
    r"[Uu]nsafe|Unmanaged|_withUnsafeGuaranteedRef|unowned\(unsafe\)|@exclusivity\(unchecked\)|nonisolated\(unsafe\)"
)
UNCHECKED_SENDABLE = re.compile(r"@unchecked\s+Sendable")
CEILING = 50


def code_of(line):
    """The line without a `//` comment (string literals with `//` in them are rare enough here)."""
    index = line.find("//")
    return line if index < 0 else line[:index]


def swift_files(folder):
    for directory, _, names in os.walk(os.path.join(ROOT, folder)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.relpath(os.path.join(directory, name), ROOT)


def read_exceptions():
    exceptions = {}
    with open(EXCEPTIONS) as table:
        for line in table:
            if not line.strip() or line.startswith("#"):
                continue
            path, reason = line.rstrip("\n").split("\t", 1)
            exceptions[path] = reason
    return exceptions


def main():
    exceptions = read_exceptions()
    problems = []
    using = set()
    unchecked = 0
    for path in swift_files("Sources"):
        with open(os.path.join(ROOT, path)) as source:
            lines = source.read().splitlines()
        hits = [(number, line.strip()) for number, line in enumerate(lines, 1) if UNSAFE.search(code_of(line))]
        if path.startswith("Sources/Ripple/"):
            unchecked += sum(1 for line in lines if UNCHECKED_SENDABLE.search(code_of(line)))
        if not hits or path.startswith(KERNEL):
            continue
        using.add(path)
        if path not in exceptions:
            for number, line in hits:
                problems.append(f"{path}:{number}: an unsafe construct outside the kernel: {line}")
    for path in sorted(set(exceptions) - using):
        problems.append(f"{path}: listed in {os.path.relpath(EXCEPTIONS, ROOT)} but uses no unsafe construct; remove its line")
    print(f"unsafe constructs: in the kernel ({KERNEL}) and {len(using)} listed files outside it")
    print(f"@unchecked Sendable in Sources/Ripple: {unchecked} declarations (ceiling {CEILING})")
    if unchecked > CEILING:
        problems.append(f"{unchecked} declarations claim @unchecked Sendable in Sources/Ripple, more than {CEILING}")
    if problems:
        sys.exit("check-unsafe-confinement:\n  " + "\n  ".join(problems))


if __name__ == "__main__":
    main()
