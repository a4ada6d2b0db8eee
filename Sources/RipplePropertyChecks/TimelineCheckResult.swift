#if PropertyChecks
/// What `checkTimelines` found.
public struct TimelineCheckResult: Sendable {
    /// How many timelines the search ran, the failing one included (the runs of the shrinking
    /// are not counted).
    public let timelinesRun: Int
    /// The seed that replays the failing timeline (`TimelineCheck(seed:)`, or the `.fixedSeed`
    /// trait), when one failed or when the search was given one.
    public let seed: String?
    /// The smallest failing timeline found, if one failed.
    public let counterexample: TimelineCounterexample?
}
#endif
