// The shared test helpers (`TestError`, `Locked`, `SharedLog`) live in the TestSupport target, and
// the shared-sequence scheduling helpers (`makeSharingScheduler`, `startSharing`) in
// SharingTestSupport; re-exporting them here makes them visible in every file of this test target.
@_exported import SharingTestSupport
@_exported import TestSupport
