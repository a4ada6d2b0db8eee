/// When a structure whose full invariant check reads every element checks itself after a
/// mutation: once it has been mutated half as many times as it holds elements (so a structure
/// that only grows is checked at each doubling). Checking then costs O(1) amortized per mutation,
/// so a debug build still runs a test of 100,000 elements in linear time, and a broken invariant
/// is caught within half as many mutations as the structure holds.
package struct InvariantCheckSchedule {
    private var mutationsSinceCheck = 0

    package init() {}

    /// Whether this build of Ripple checks its containers after mutations: built with the
    /// `InvariantChecks` trait, which defines `RIPPLE_CHECK_INVARIANTS`.
    package static var checksAreCompiledIn: Bool {
        #if RIPPLE_CHECK_INVARIANTS
        true
        #else
        false
        #endif
    }

    /// Counts a mutation of a structure that now holds `count` elements; whether to check it now.
    package mutating func isDue(holding count: Int) -> Bool {
        mutationsSinceCheck += 1
        guard mutationsSinceCheck * 2 >= count else { return false }
        mutationsSinceCheck = 0
        return true
    }
}
