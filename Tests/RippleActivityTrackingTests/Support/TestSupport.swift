// The shared test helpers (`TestError`, `Locked`, `SharedLog`) live in the TestSupport target;
// re-exporting it here makes them visible in every file of this test target.
@_exported import TestSupport
