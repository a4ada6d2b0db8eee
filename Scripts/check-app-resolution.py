#!/usr/bin/env python3
"""Checks that an app resolves only the packages of the Ripple products and traits it uses.

SwiftPM resolves the dependencies of every product of a package, so every product that needs
another package is behind a package trait (see "Package traits" in CONTRIBUTING.md). For each row
of CASES, a scratch app package in a temporary folder depends on this repository by path with the
row's traits, uses the row's products, and runs `swift package resolve`; the packages it pinned
(Package.resolved) must be the row's, no more and no fewer. Nothing is built: it takes seconds
per row.

Usage: python3 Scripts/check-app-resolution.py
"""

import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# IssueReporting, through which RippleTest fails tests: the one package no trait guards.
ISSUE_REPORTING = {"xctest-dynamic-overlay"}

# (traits, products the app uses, packages it must resolve besides Ripple)
CASES = [
    ([], ["Ripple", "RippleRelay", "RippleCocoa", "RippleActivityTracking", "RippleBlocking", "RippleTest"],
     ISSUE_REPORTING),
    (["Mocks"], ["Ripple", "RippleMockable", "RippleMocks"],
     ISSUE_REPORTING | {"swift-syntax"}),
    (["SnapshotTesting"], ["Ripple", "RippleTest", "RippleSnapshotTesting"],
     ISSUE_REPORTING | {"swift-snapshot-testing", "swift-custom-dump", "swift-syntax"}),
    (["Nimble"], ["Ripple", "RippleBlocking", "RippleNimble"],
     ISSUE_REPORTING | {"nimble", "cwlcatchexception", "cwlpreconditiontesting"}),
    (["PropertyChecks"], ["Ripple", "RippleTest", "RipplePropertyChecks"],
     ISSUE_REPORTING | {"swift-property-based"}),
]

PACKAGE = """// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [.package(name: "Ripple", path: {root}, traits: {traits})],
    targets: [.target(name: "App", dependencies: [{products}])],
    swiftLanguageModes: [.v6]
)
"""


def swift_list(names):
    return "[" + ", ".join(json.dumps(name) for name in names) + "]"


def resolved(traits, products, folder):
    """Resolves a scratch app package in `folder` and returns the identities it pinned."""
    os.makedirs(os.path.join(folder, "Sources", "App"))
    with open(os.path.join(folder, "Package.swift"), "w", encoding="utf-8") as handle:
        handle.write(PACKAGE.format(
            root=json.dumps(ROOT),
            traits=swift_list(traits),
            products=", ".join(f'.product(name: "{product}", package: "Ripple")' for product in products),
        ))
    with open(os.path.join(folder, "Sources", "App", "App.swift"), "w", encoding="utf-8") as handle:
        handle.write("import Ripple\n")
    completed = subprocess.run(
        ["swift", "package", "resolve", "--package-path", folder],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    if completed.returncode != 0:
        sys.exit(f"check-app-resolution: `swift package resolve` failed for traits {traits}:\n{completed.stdout}")
    with open(os.path.join(folder, "Package.resolved"), encoding="utf-8") as handle:
        return {pin["identity"] for pin in json.load(handle)["pins"]}


def main():
    failures = 0
    with tempfile.TemporaryDirectory(prefix="ripple-app-resolution-") as scratch:
        for index, (traits, products, expected) in enumerate(CASES):
            pins = resolved(traits, products, os.path.join(scratch, str(index)))
            described = ", ".join(traits) or "no trait"
            if pins == expected:
                print(f"{described}: resolves {', '.join(sorted(pins))}")
            else:
                failures += 1
                print(f"FAIL {described}: resolves {', '.join(sorted(pins))}; expected {', '.join(sorted(expected))}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
