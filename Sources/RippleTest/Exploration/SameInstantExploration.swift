/// How `exploreSameInstantOrderings` explores: every ordering up to a bound, then orderings drawn
/// at random from a seed; or one ordering, replayed.
public struct SameInstantExploration: Sendable, Equatable {
    /// The most orderings tried one by one, every ordering in turn (the first is the scheduling
    /// order); when a test has more, the exploration goes on at random.
    public var exhaustiveLimit: Int
    /// How many orderings are drawn at random once ``exhaustiveLimit`` orderings were tried and
    /// more are left.
    public var randomOrderings: Int
    /// The seed of the random orderings; `nil` for a new one each time, named in the failure
    /// so that the failing ordering can be replayed.
    public var seed: UInt64?
    /// The one ordering to run, as a failure names it; `nil` to explore.
    public var replayedOrdering: String?

    /// Explores every ordering when there are at most `exhaustiveLimit`, and otherwise
    /// `randomOrderings` more drawn from `seed` after the first `exhaustiveLimit`.
    ///
    /// A limit below 1, or a negative number of random orderings, fails the test and is replaced
    /// by the default.
    public init(exhaustiveLimit: Int = 1_000, randomOrderings: Int = 200, seed: UInt64? = nil) {
        self.exhaustiveLimit = exhaustiveLimit
        self.randomOrderings = randomOrderings
        self.seed = seed
        self.replayedOrdering = nil
    }

    /// Runs the test body once, in the ordering a failure named (such as `"1.0.2"`; `""` is the
    /// scheduling order), to debug it.
    public static func replaying(_ ordering: String) -> SameInstantExploration {
        var exploration = SameInstantExploration()
        exploration.replayedOrdering = ordering
        return exploration
    }
}
