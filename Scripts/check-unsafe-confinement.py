#!/usr/bin/env python3
"""Checks that unsafe constructs live only in the kernels: Sources/Ripple/Kernel/, and the test
kit's own raw structures in Sources/RippleTest/Kernel/.

    python3 Scripts/check-unsafe-confinement.py

Scans the code (not the comments) of every Swift file under Sources/ for the constructs that
opt out of Swift's memory or concurrency safety: unsafe pointers and buffers, `Unmanaged`,
`unsafeBitCast` and every other `unsafe`-named API, `_withUnsafeGuaranteedRef`,
`unowned(unsafe)`, `@exclusivity(unchecked)` and `nonisolated(unsafe)`. It fails when a file
outside the kernels uses one. It prints how many declarations claim `@unchecked Sendable` in
Sources/Ripple and fails when there are more than CEILING.
"""
import os
import re
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
KERNEL = "Sources/Ripple/Kernel/"
KERNELS = (KERNEL, "Sources/RippleTest/Kernel/")
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


def main():
    problems = []
    unchecked = 0
    for path in swift_files("Sources"):
        with open(os.path.join(ROOT, path)) as source:
            lines = source.read().splitlines()
        hits = [(number, line.strip()) for number, line in enumerate(lines, 1) if UNSAFE.search(code_of(line))]
        if path.startswith("Sources/Ripple/"):
            unchecked += sum(1 for line in lines if UNCHECKED_SENDABLE.search(code_of(line)))
        if path.startswith(KERNELS):
            continue
        for number, line in hits:
            problems.append(f"{path}:{number}: an unsafe construct outside the kernels: {line}")
    print(f"unsafe constructs: only in the kernels ({', '.join(KERNELS)})" if not problems else "unsafe constructs: some outside the kernels")
    print(f"@unchecked Sendable in Sources/Ripple: {unchecked} declarations (ceiling {CEILING})")
    if unchecked > CEILING:
        problems.append(f"{unchecked} declarations claim @unchecked Sendable in Sources/Ripple, more than {CEILING}")
    if problems:
        sys.exit("check-unsafe-confinement:\n  " + "\n  ".join(problems))


if __name__ == "__main__":
    main()
