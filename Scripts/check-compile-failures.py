#!/usr/bin/env python3
"""Checks that the code in Tests/CompileFailures does not compile, for the expected reason.

Each fixture is a Swift file whose first line reads `// expected-error: <text>`: compiling it to
SIL in the Swift 6 language mode against the debug build of Ripple (with its macros) must fail
with an error containing <text>. A fixture that compiles, or fails for another reason, fails the check:
these are the races that Ripple's API must reject at compile time, and the mistakes whose message
must say how to fix them.

Run after a build with the macros, `swift build --enable-all-traits` or `swift test
--enable-all-traits` (it reuses that build's modules and macro plugin):

    python3 Scripts/check-compile-failures.py
"""
import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "CompileFailures"
PREFIX = "// expected-error: "


def bin_path() -> pathlib.Path:
    return pathlib.Path(subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, check=True, capture_output=True, text=True
    ).stdout.strip())


def check(fixture: pathlib.Path, modules: pathlib.Path, macros: pathlib.Path) -> str | None:
    """Returns a failure message, or None when the fixture fails to compile as expected."""
    first_line = fixture.read_text().splitlines()[0]
    if not first_line.startswith(PREFIX):
        return f"{fixture.name}: the first line must be '{PREFIX}<text>'"
    expected = first_line[len(PREFIX):].strip()
    result = subprocess.run(
        # SIL, not only type-checking: region-based isolation (`sending`) is checked on SIL.
        ["swiftc", "-emit-sil", "-o", os.devnull, "-swift-version", "6", "-I", str(modules),
         "-load-plugin-executable", f"{macros}#RippleMocksMacros", str(fixture)],
        capture_output=True,
        text=True,
    )
    output = result.stdout + result.stderr
    if result.returncode == 0:
        return f"{fixture.name}: compiled, but must fail with: {expected}"
    errors = [line for line in output.splitlines() if ": error: " in line]
    if not any(expected in line for line in errors):
        shown = "\n    ".join(errors) or output.strip()
        return f"{fixture.name}: expected an error containing: {expected}\n  got:\n    {shown}"
    return None


def main() -> int:
    build = bin_path()
    modules = build / "Modules"
    macros = build / "RippleMocksMacros-tool"
    if not (modules / "Ripple.swiftmodule").exists() or not macros.exists():
        print(f"no Ripple module or macro plugin in {build}: run `swift build --enable-all-traits` first", file=sys.stderr)
        return 2
    fixtures = sorted(FIXTURES.glob("*.swift"))
    failures = [message for fixture in fixtures if (message := check(fixture, modules, macros))]
    for message in failures:
        print(f"FAIL {message}")
    print(f"{len(fixtures) - len(failures)} of {len(fixtures)} fixtures fail to compile as expected")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
