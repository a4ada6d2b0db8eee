/// Counts the live instances of ``Tracked``, so a test of a container can check that it releases
/// every element it stops holding, exactly when it should. Single-threaded tests only.
final class LifetimeTracker {
    /// The number of ``Tracked`` values made by this tracker and not yet released.
    fileprivate(set) var liveCount = 0

    /// A value whose release the tracker counts.
    func make(_ value: Int) -> Tracked {
        Tracked(value, tracker: self)
    }
}

/// A value whose lifetime a ``LifetimeTracker`` counts.
final class Tracked {
    let value: Int
    private let tracker: LifetimeTracker

    fileprivate init(_ value: Int, tracker: LifetimeTracker) {
        self.value = value
        self.tracker = tracker
        tracker.liveCount += 1
    }

    deinit {
        tracker.liveCount -= 1
    }
}
