#if PropertyChecks
/// How `checkTimelines` searches: how many timelines, from which seed, with or without drawn
/// same-instant orderings.
public struct TimelineCheck: Sendable, Equatable {
    /// How many timelines are generated and run, unless one fails first.
    public var count: Int
    /// The seed a failure names (`.fixedSeed("…")`): the search then runs the failing timeline
    /// alone, shrinks it again and reports the same sheet; `nil` for a new search each time.
    public var seed: String?
    /// Whether each timeline also draws the order in which work that different sources have due
    /// at one instant runs; otherwise it runs in the order it was scheduled.
    public var drawsSameInstantOrderings: Bool
    /// Seconds in one tick of each run's scheduler.
    public var resolution: Double

    /// A search of `count` timelines (500 by default), new each time unless `seed` replays a
    /// failure, each with its same-instant ordering drawn unless `drawsSameInstantOrderings` is
    /// false, on schedulers of `resolution` seconds per tick.
    ///
    /// ```swift
    /// await checkTimelines(TimelineCheck(count: 1_000), input: typing) { run, typing in … }
    /// ```
    public init(count: Int = 500, seed: String? = nil, drawsSameInstantOrderings: Bool = true, resolution: Double = 1.0) {
        self.count = count
        self.seed = seed
        self.drawsSameInstantOrderings = drawsSameInstantOrderings
        self.resolution = resolution
    }
}
#endif
