/// The answers that test doubles take from their queues (the queued answers of RippleMockable's
/// generated mocks: `fetchReturnValues`, `fetchResults`), as RippleTest's disposal checker sees
/// them while it runs a test.
///
/// A queue of answers is state of the test's double, not of the code under test: a mock queued
/// to fail once, then succeed, answers a second subscription with the success. Before the checker
/// subscribes again to compare with a first subscription, it puts back the answers taken since
/// the first subscription was made (``putBackTaken()``): they are taken again first, in order, as
/// if each queue were as it was then. Outside a check, taking an answer only removes it from its
/// queue.
package final class QueuedAnswers: Sendable {
    @TaskLocal private static var current: QueuedAnswers?

    /// One queue: the double that owns it and the queue's name.
    private struct Key: Hashable {
        let owner: ObjectIdentifier
        let queue: String
    }

    private struct State {
        /// The answers taken from each queue since the last mark, in order.
        var taken: [Key: [Any]] = [:]
        /// The answers put back into each queue, taken again before the queue's own.
        var putBack: [Key: [Any]] = [:]
    }

    private let state = LockedState(State())

    package init() {}

    /// Runs `body`, in which the answers that doubles take (on this task or thread) are counted
    /// by this log.
    package func counting<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }

    /// Forgets the answers taken so far: ``putBackTaken()`` puts back those taken from now on.
    package func mark() {
        // Released after unlocking: an answer's deinitializer may run any code.
        let forgotten = state.withLock { state in
            defer { state.taken = [:] }
            return state.taken
        }
        withExtendedLifetime(forgotten) {}
    }

    /// Puts back the answers taken since the last mark, ahead of what each queue still holds, and
    /// marks again.
    package func putBackTaken() {
        state.withLock { state in
            for (key, answers) in state.taken {
                state.putBack[key] = answers + state.putBack[key, default: []]
            }
            state.taken = [:]
        }
    }

    /// The next answer of the queue named `name` of `owner`: one put back, or else the queue's
    /// first, removed; nil when the queue is empty.
    package static func next<Value>(_ queue: inout [Value], named name: StaticString, of owner: ObjectIdentifier) -> Value? {
        guard let log = current else {
            return queue.isEmpty ? nil : queue.removeFirst()
        }
        return log.take(from: &queue, key: Key(owner: owner, queue: "\(name)"))
    }

    private func take<Value>(from queue: inout [Value], key: Key) -> Value? {
        // `.none` when nothing was put back (an answer may itself be nil).
        let putBack = state.withLock { state -> Value?? in
            guard let answer = state.putBack[key]?.first.flatMap({ $0 as? Value }) else { return .none }
            state.putBack[key]?.removeFirst()
            state.taken[key, default: []].append(answer)
            return .some(answer)
        }
        if case .some(let answer) = putBack {
            return answer
        }
        guard !queue.isEmpty else { return nil }
        let answer = queue.removeFirst()
        state.withLock { $0.taken[key, default: []].append(answer) }
        return answer
    }
}
