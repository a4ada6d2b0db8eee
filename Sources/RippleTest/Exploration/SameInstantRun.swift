import Ripple

/// One run of a test body while exploring same-instant orderings: it tells the sources of the
/// test scheduler's work apart and chooses, at each instant where several sources have work due,
/// whose work runs next; it keeps what it chose.
///
/// The scheduler calls ``sourceOfQueuedWork(at:)`` and ``choose(at:among:)`` with its lock held;
/// ``scheduling(as:_:)`` runs on the test's thread around the calls that schedule a source's work.
final class SameInstantRun: SameInstantChooser, @unchecked Sendable {
    // @unchecked Sendable: `state` is guarded by its lock (taken inside the scheduler's lock, never
    // the other way round); `choosing` is immutable.

    /// How the run chooses.
    enum Choosing {
        /// The given choices first (`nil` where any number of sources may compete), then the
        /// first source, that is the scheduling order.
        case replaying([ExpectedChoice])
        /// Choices drawn from a generator seeded with `seed`.
        case random(seed: UInt64)
        /// Choices drawn beforehand: at the n-th instant where sources compete, the source at
        /// `drawn[n]` modulo their number; the first source once `drawn` runs out.
        case drawn([Int])
    }

    /// A choice to make again: which source, and among how many, when known.
    struct ExpectedChoice: Equatable {
        let chosen: Int
        let sourceCount: Int?
    }

    /// One instant at which several sources had work due, and which one ran first.
    struct ChoicePoint: Equatable {
        let tick: TestTime
        /// The competing sources, in the order of their first work (the scheduling order).
        let sources: [Int]
        /// The index, in `sources`, of the source whose work ran next.
        let chosen: Int
    }

    private struct State {
        var sourceStack: [Int] = []
        var sourceNumbers: [SchedulingSource: Int] = [:]
        /// By source number, the source; number 0 is the scheduler's own timers.
        var sources: [SchedulingSource?] = [nil]
        /// By source number, the ticks its work was due at.
        var dueTicks: [[TestTime]] = [[]]
        var choices: [ChoicePoint] = []
        var random: SplitMix64?
        /// Why the run did not repeat the choices it replays, if it did not.
        var divergence: String?
    }

    private let state: LockedState<State>
    private let choosing: Choosing

    init(_ choosing: Choosing) {
        self.choosing = choosing
        var initial = State()
        if case .random(let seed) = choosing {
            initial.random = SplitMix64(seed: seed)
        }
        state = LockedState(initial)
    }

    /// Runs `body`, whose scheduling calls schedule the work of `source`.
    func scheduling<Result>(as source: SchedulingSource, _ body: () throws -> Result) rethrows -> Result {
        state.withLock { state in
            let number = state.sourceNumbers[source] ?? {
                state.sources.append(source)
                state.dueTicks.append([])
                state.sourceNumbers[source] = state.sources.count - 1
                return state.sources.count - 1
            }()
            state.sourceStack.append(number)
        }
        defer { state.withLock { _ = $0.sourceStack.popLast() } }
        return try body()
    }

    func sourceOfQueuedWork(at tick: Int) -> Int {
        state.withLock { state in
            let number = state.sourceStack.last ?? 0
            state.dueTicks[number].append(tick)
            return number
        }
    }

    func choose(at tick: Int, among sources: [Int]) -> Int {
        state.withLock { state in
            let index = state.choices.count
            var chosen = 0
            if case .drawn(let drawn) = choosing {
                chosen = index < drawn.count ? abs(drawn[index] % sources.count) : 0
            } else if let random = state.random {
                var generator = random
                chosen = Int(generator.next() % UInt64(sources.count))
                state.random = generator
            } else if case .replaying(let expected) = choosing, index < expected.count {
                let choice = expected[index]
                if let count = choice.sourceCount, count != sources.count, state.divergence == nil {
                    state.divergence = "at \(tick), \(sources.count) sources had work due where the run being repeated had \(count)"
                }
                if choice.chosen < sources.count {
                    chosen = choice.chosen
                } else if state.divergence == nil {
                    state.divergence = "at \(tick), only \(sources.count) sources had work due, so source \(choice.chosen + 1) could not go first"
                }
            }
            state.choices.append(ChoicePoint(tick: tick, sources: sources, chosen: chosen))
            return chosen
        }
    }

    /// The instants at which sources competed, and what ran first, in order.
    var choices: [ChoicePoint] {
        state.withLock { $0.choices }
    }

    /// Why the run did not repeat the choices it replayed, if it did not: the test body is not
    /// deterministic, or the replayed ordering belongs to another test.
    var divergence: String? {
        state.withLock { $0.divergence }
    }

    /// Whether this run replayed fewer instants of competition than it was given.
    var replayedFewerChoices: Bool {
        guard case .replaying(let expected) = choosing else { return false }
        return choices.count < expected.count
    }

    /// The source numbered `number`, for describing it.
    func source(numbered number: Int) -> SchedulingSource? {
        state.withLock { $0.sources[number] }
    }

    /// Every source that scheduled work, by number, with the ticks its work was due at.
    var sourcesAndTicks: [(number: Int, source: SchedulingSource?, ticks: [TestTime])] {
        state.withLock { state in
            state.sources.indices.map { (number: $0, source: state.sources[$0], ticks: state.dueTicks[$0]) }
        }
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same choices on every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
