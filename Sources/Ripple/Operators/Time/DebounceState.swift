/// What `debounce` knows between events: the element waiting for its timer, and which timer is
/// its.
///
/// Each element gets a timer with a new id and replaces the element waiting; a timer that fires
/// after its element was replaced (in flight on another thread when the next one arrived) is
/// recognised and ignored. Completion sends the waiting element first; an error drops it.
///
/// The sink updates this state for every element, in code generic over the element, where
/// reaching into a generic type's storage or calling its methods looks the type up. So the waiting
/// element is kept in an ``ElementSlot`` (which makes the state non-copyable, as the slot is), the
/// phase holds no element, and the methods are inlined into the sink.
///
/// Plain state: the sink calls it holding its turn and does what the answer says. Inputs after
/// the source terminated trap.
package struct DebounceState<Element>: ~Copyable {
    package enum Phase: Equatable, Sendable {
        /// No element waits.
        case idle
        /// An element waits for the latest timer.
        case waiting
        /// The source terminated.
        case finished
    }

    package private(set) var phase = Phase.idle
    /// The id of the latest element's timer.
    package private(set) var latestTimerID = 0
    private var waiting = ElementSlot<Element>()

    package init() {}

    /// `element` arrived: it waits, replacing any waiting element. Answers the id of the timer to
    /// start for it.
    @inline(__always)
    package mutating func received(_ element: consuming Element) -> Int {
        guard phase != .finished else {
            preconditionFailure("DebounceState: an element arrived while finished")
        }
        waiting.store(element)
        phase = .waiting
        latestTimerID &+= 1
        return latestTimerID
    }

    /// Timer `id` fired: answers the element to send, if that timer is the waiting element's.
    @inline(__always)
    package mutating func timerFired(_ id: Int) -> Element? {
        switch phase {
        case .waiting where id == latestTimerID:
            phase = .idle
            return waiting.take()
        case .idle, .waiting:
            return nil
        case .finished:
            preconditionFailure("DebounceState: timer \(id) fired while finished")
        }
    }

    /// The source completed: answers the element to send before completing, if one waits.
    @inline(__always)
    package mutating func completed() -> Element? {
        switch phase {
        case .idle:
            phase = .finished
            return nil
        case .waiting:
            phase = .finished
            return waiting.take()
        case .finished:
            preconditionFailure("DebounceState: the source completed while finished")
        }
    }

    /// The source failed: the waiting element, if any, is dropped.
    @inline(__always)
    package mutating func failed() {
        guard phase != .finished else {
            preconditionFailure("DebounceState: the source failed while finished")
        }
        waiting.empty()
        phase = .finished
    }
}
