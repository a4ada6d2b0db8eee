/// What the merge engine (``MergeSink``: `flatMap`, `merge()`, `flatMapFirst`) knows about its
/// sequences: how many inner sequences run, and whether the outer sequence has completed.
///
/// With `ignoresWhileRunning` (`flatMapFirst`), an outer element that arrives while an inner
/// sequence runs is ignored. An inner sequence counts as running once the selector has made it,
/// as in RxSwift: an outer element whose selector throws leaves nothing running. The result
/// completes once the outer sequence and every inner one have completed. Errors end the result;
/// what the sources still send afterwards (while they are being subscribed to) is answered as
/// before, and the sink forwards none of it.
///
/// Plain state: the sink calls it holding its turn and does what the answer says. Inputs that
/// cannot happen (an outer element after the outer sequence completed, an inner sequence
/// completing while none runs) trap.
package struct MergeState: Sendable {
    /// What the sink must do after an input.
    package enum Action: Equatable, Sendable {
        case none
        /// Make the outer element's inner sequence (then report it with ``innerMade()``) and
        /// subscribe to it.
        case subscribe
        /// Complete the result.
        case complete
    }

    /// Whether outer elements are ignored while an inner sequence runs.
    package let ignoresWhileRunning: Bool
    /// How many inner sequences run: made, subscribed or being subscribed, and not completed.
    package private(set) var running = 0
    /// Whether the outer sequence has completed.
    package private(set) var isOuterDone = false

    package init(ignoresWhileRunning: Bool = false) {
        self.ignoresWhileRunning = ignoresWhileRunning
    }

    /// An outer element arrived: answers ``Action/subscribe``, or ``Action/none`` when it is
    /// ignored.
    package func outerElement() -> Action {
        guard !isOuterDone else {
            preconditionFailure("MergeState: an outer element arrived while \(phaseName)")
        }
        return ignoresWhileRunning && running > 0 ? .none : .subscribe
    }

    /// The selector made the inner sequence of an outer element answered ``Action/subscribe``:
    /// it counts as running.
    package mutating func innerMade() {
        running += 1
    }

    /// An inner sequence completed: answers ``Action/complete`` if it was the last thing running.
    package mutating func innerCompleted() -> Action {
        guard running > 0 else {
            preconditionFailure("MergeState: an inner sequence completed while \(phaseName)")
        }
        running -= 1
        return isOuterDone && running == 0 ? .complete : .none
    }

    /// The outer sequence completed: answers ``Action/complete`` if no inner sequence runs.
    package mutating func outerCompleted() -> Action {
        guard !isOuterDone else {
            preconditionFailure("MergeState: the outer sequence completed while \(phaseName)")
        }
        isOuterDone = true
        return running == 0 ? .complete : .none
    }

    private var phaseName: String {
        switch (isOuterDone, running) {
        case (true, 0): "finished"
        case (true, _): "running \(running) inner after the outer completed"
        case (false, _): "running \(running) inner"
        }
    }
}
