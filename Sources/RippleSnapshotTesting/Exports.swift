#if SnapshotTesting
// Tests import RippleSnapshotTesting alone: it brings InlineSnapshotTesting (and SnapshotTesting),
// whose record modes apply to marble sheets: `withSnapshotTesting(record:)`, the
// `.snapshots(record:)` trait, `assertInlineSnapshot` and `Snapshotting`.
@_exported import InlineSnapshotTesting
#endif
