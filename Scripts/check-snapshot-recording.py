#!/usr/bin/env python3
"""Checks that RippleSnapshotTesting's assertMarbles records sheets into a test's source.

A scratch package, made in a temporary folder, depends on this repository by path and holds a copy
of Scripts/snapshot-recording/RecordingTests.swift, whose assertions have no sheets yet. The
package is built with its own scratch path, so nothing from another build is reused. Then:

1. `swift test` (record mode `missing`, the default) fails once per assertion, saying it recorded a
   sheet, and rewrites the copy: it must equal Scripts/snapshot-recording/RecordingTests.recorded.swift
   (Swift Testing and XCTest assertions alike).
2. A second run passes and leaves the file as it is.
3. With one frame of a sheet changed, a run with SNAPSHOT_TESTING_RECORD=never fails, shows the
   difference (the expected line with `−`, the actual with `+`) and leaves the file alone.
4. SNAPSHOT_TESTING_RECORD=failed re-records that sheet (the run fails, saying so), and the file
   equals the recorded one again; a run then passes.
5. SNAPSHOT_TESTING_RECORD=all re-records every sheet (the run fails), giving the same file.
6. SNAPSHOT_TESTING_RECORD=never with a sheet missing fails with "No expected value" and writes
   nothing.

Throughout, one test turns recording off around one assertion with `withSnapshotTesting(record:
.never)` (imported through RippleSnapshotTesting alone) and expects its missing sheet to fail, not
to be recorded: were it recorded, the file would differ from the recorded fixture.

Usage: python3 Scripts/check-snapshot-recording.py [--keep]   (--keep leaves the scratch folder)
The first build takes a few minutes (swift-syntax); the runs after it take seconds each.
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Scripts", "snapshot-recording")

PACKAGE = """// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "SnapshotRecordingCheck",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    dependencies: [.package(name: "Ripple", path: "{root}", traits: ["SnapshotTesting"])],
    targets: [
        .testTarget(
            name: "RecordingTests",
            dependencies: [
                .product(name: "Ripple", package: "Ripple"),
                .product(name: "RippleTest", package: "Ripple"),
                .product(name: "RippleSnapshotTesting", package: "Ripple"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
"""


def fail(message):
    print("FAILED: " + message, file=sys.stderr)
    sys.exit(1)


def read(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def write(path, text):
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


class Scratch:
    def __init__(self, folder):
        self.folder = folder
        self.package = os.path.join(folder, "package")
        self.build = os.path.join(folder, "build")
        self.test_file = os.path.join(self.package, "Tests", "RecordingTests", "RecordingTests.swift")
        os.makedirs(os.path.dirname(self.test_file))
        write(os.path.join(self.package, "Package.swift"), PACKAGE.format(root=ROOT))
        shutil.copyfile(os.path.join(FIXTURES, "RecordingTests.swift"), self.test_file)

    def swift_test(self, record=None, timeout=1800):
        """Runs `swift test` on the scratch package and returns (exit code, output)."""
        environment = dict(os.environ)
        environment.pop("SNAPSHOT_TESTING_RECORD", None)
        if record is not None:
            environment["SNAPSHOT_TESTING_RECORD"] = record
        command = ["swift", "test", "--package-path", self.package, "--scratch-path", self.build]
        completed = subprocess.run(
            command, cwd=self.folder, env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True, timeout=timeout,
        )
        return completed.returncode, completed.stdout


def expect(condition, message, output=""):
    if not condition:
        fail(message + ("\n--- output ---\n" + output[-6000:] if output else ""))


def main():
    keep = "--keep" in sys.argv[1:]
    recorded = read(os.path.join(FIXTURES, "RecordingTests.recorded.swift"))
    original = read(os.path.join(FIXTURES, "RecordingTests.swift"))
    folder = tempfile.mkdtemp(prefix="ripple-snapshot-recording-", dir="/tmp")
    try:
        scratch = Scratch(folder)

        print("== 1. a first run records every sheet into the copy", flush=True)
        code, output = scratch.swift_test()
        expect(code != 0, "the recording run passed; it must fail once per recorded sheet", output)
        expect(output.count("Automatically recorded a new snapshot") >= 3,
               "the run did not say it recorded the three sheets", output)
        if read(scratch.test_file) != recorded:
            actual = os.path.join(tempfile.gettempdir(), "ripple-snapshot-recording-actual.swift")
            write(actual, read(scratch.test_file))
            fail("the rewritten test file differs from Scripts/snapshot-recording/RecordingTests.recorded.swift "
                 "(what it became: " + actual + ")")

        print("== 2. a second run passes and changes nothing", flush=True)
        code, output = scratch.swift_test()
        expect(code == 0, "the run after recording failed", output)
        expect(read(scratch.test_file) == recorded, "the run after recording changed the file")

        print("== 3. a changed sheet fails with the difference (SNAPSHOT_TESTING_RECORD=never)", flush=True)
        changed_line = "        --------a-----b-\n"
        expect(changed_line in recorded, "the recorded fixture lost the line the check changes")
        changed = recorded.replace(changed_line, "        -------a------b-\n", 1)
        write(scratch.test_file, changed)
        code, output = scratch.swift_test(record="never")
        expect(code != 0, "a changed sheet passed", output)
        expect("The marble sheet differs from the one in the test" in output, "the failure does not say the sheet differs", output)
        expect("−-------a------b-" in output and "+--------a-----b-" in output, "the failure does not show the difference", output)
        expect(read(scratch.test_file) == changed, "a run with recording off changed the file")

        print("== 4. SNAPSHOT_TESTING_RECORD=failed re-records the changed sheet", flush=True)
        code, output = scratch.swift_test(record="failed")
        expect(code != 0, "re-recording a failed sheet passed", output)
        expect("A new snapshot was automatically recorded." in output, "the failure does not say it re-recorded", output)
        expect(read(scratch.test_file) == recorded, "re-recording did not restore the recorded sheet")
        code, output = scratch.swift_test()
        expect(code == 0, "the run after re-recording failed", output)

        print("== 5. SNAPSHOT_TESTING_RECORD=all re-records every sheet", flush=True)
        code, output = scratch.swift_test(record="all")
        expect(code != 0, "recording every sheet passed", output)
        expect(output.count("Automatically recorded a new snapshot") >= 3, "not every sheet was re-recorded", output)
        expect(read(scratch.test_file) == recorded, "recording every sheet changed them")

        print("== 6. SNAPSHOT_TESTING_RECORD=never with a missing sheet fails and writes nothing", flush=True)
        write(scratch.test_file, original)
        code, output = scratch.swift_test(record="never")
        expect(code != 0, "a missing sheet passed with recording off", output)
        expect("No expected value to assert against." in output, "the failure does not say the sheet is missing", output)
        expect(read(scratch.test_file) == original, "a run with recording off wrote a sheet")

        print("== snapshot recording works")
    finally:
        if keep:
            print("scratch package kept in " + folder)
        else:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
