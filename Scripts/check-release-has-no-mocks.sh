#!/usr/bin/env bash
# Checks that mocks stay out of release builds: builds the Examples package's LightsApp (app code
# whose protocols are `@Mockable`) in debug and in release, and reads the symbols of each binary.
# The debug build, where the package defines MOCKING, must contain the generated mock (so the
# check can see one); the release build must contain no generated mock, nothing of RippleMocks
# (the test product), and nothing test-only (IssueReportingTestSupport, XCTest, Swift Testing).
set -euo pipefail
shopt -s inherit_errexit
cd "$(dirname "$0")/.."

symbols() {
    local configuration=$1
    swift build --package-path Examples -c "$configuration" --product LightsApp >&2
    local bin
    bin=$(swift build --package-path Examples -c "$configuration" --show-bin-path)
    nm "$bin/LightsApp" | swift demangle
}

mock_pattern='Lights[A-Za-z]*\.[A-Za-z]*Mock\b'
# Swift Testing's symbols start with its module name; IssueReporting has a type of its own that is
# also named Testing (TestContext.Testing), which is not test-only.
test_only_pattern='RippleMocks\.|IssueReportingTestSupport|XCTest|(^|[^.A-Za-z])Testing\.'

debug=$(symbols debug)
if ! grep -Eq "$mock_pattern" <<<"$debug"; then
    echo "error: the debug build of LightsApp has no LightsRepositoryMock: the check would not see a mock" >&2
    exit 1
fi

release=$(symbols release)
if grep -E "$mock_pattern|$test_only_pattern" <<<"$release"; then
    echo "error: the release build of LightsApp contains the symbols above: mocks or test-only code" >&2
    exit 1
fi
echo "The release build of LightsApp contains no mock and nothing test-only."
