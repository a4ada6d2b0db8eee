import Dispatch

/// Measures wall-clock time from its creation.
struct Stopwatch {
    private let start = DispatchTime.now().uptimeNanoseconds

    /// Milliseconds since the stopwatch was created.
    var elapsedMilliseconds: Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
