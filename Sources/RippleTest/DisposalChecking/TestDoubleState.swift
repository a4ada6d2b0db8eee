import Ripple

/// What the test's doubles keep from one subscription to the next, saved when a subscription is
/// made and put back before subscribing again: the timeline that each observable of a mock
/// (`scheduler.mock`) replays next, and the answers taken from the queues of generated mocks
/// (`@Mockable`'s `fetchReturnValues` and `fetchResults`). Hot and cold test observables keep
/// nothing.
///
/// That state belongs to the test, not to the code under test: a mock that fails once, then
/// succeeds, answers a second subscription with the success. The disposal checker puts it back
/// before it compares a second subscription with a first one, so that only state kept by the code
/// under test tells them apart.
struct TestDoubleState {
    private let log: TestableObservableLog
    private let answers: QueuedAnswers
    /// The timeline that each mock's observable made so far replays next, by its index in `log`.
    private let nextTimelines: [Int: Int]

    /// The doubles' state now: the observables in `log`, and the answers that `answers` sees
    /// taken from now on.
    init(log: TestableObservableLog, answers: QueuedAnswers) {
        self.log = log
        self.answers = answers
        var nextTimelines: [Int: Int] = [:]
        for observable in log.all {
            nextTimelines[observable.index] = observable.nextTimeline?.get()
        }
        self.nextTimelines = nextTimelines
        answers.mark()
    }

    /// Puts the saved state back: each mock's observable replays next what it replayed next then
    /// (from its first timeline when it was made since), and the answers taken since are taken
    /// again first.
    func restore() {
        for observable in log.all {
            observable.nextTimeline?.set(nextTimelines[observable.index] ?? 0)
        }
        answers.putBackTaken()
    }
}
