#if PropertyChecks
import Testing

/// How a mocked dependency answers each call, drawn by a generator: the n-th call gets the n-th
/// answer, the calls after the last one get ``fallback``.
///
/// Made by `Gen.answers(latency:failure:silence:calls:)` (answers that carry no value of their own,
/// the mock computes it from the call's argument) or `Gen.answers(of:latency:failure:silence:calls:)`;
/// its shrinker removes answers, shortens latencies, simplifies values and turns failures and
/// silences into values. Give it to ``TimelineRun/mock(_:_:answer:)``.
public struct GeneratedAnswers<Value: Sendable>: Sendable {
    /// One answer: what comes back, after how many ticks.
    public struct Answer: Sendable {
        /// What comes back.
        public enum Outcome: Sendable {
            /// A value, then completion, both at once.
            case value(Value)
            /// A ``GeneratedError``.
            case failure
            /// Nothing, ever.
            case silence
        }

        /// The ticks between the subscription and the answer.
        public var latency: Int
        /// What comes back.
        public var outcome: Outcome

        /// An answer of `outcome` after `latency` ticks.
        public init(latency: Int, outcome: Outcome) {
            self.latency = latency
            self.outcome = outcome
        }
    }

    /// The answers to the first calls, in order.
    public var answers: [Answer]
    /// The answer to every call after those.
    public var fallback: Answer

    /// Answers to the first calls, then `fallback` to every other call.
    public init(answers: [Answer], fallback: Answer) {
        self.answers = answers
        self.fallback = fallback
    }

    /// The answer to the call numbered `index`, from 0.
    public func answer(toCall index: Int) -> Answer {
        index < answers.count ? answers[index] : fallback
    }
}

extension GeneratedAnswers.Answer: CustomStringConvertible {
    /// The outcome and its latency: `"swift" after 2`, `failure after 1`, `silence`.
    public var description: String {
        switch outcome {
        case .value(let value): value is Void ? "value after \(latency)" : "\(String(reflecting: value)) after \(latency)"
        case .failure: "failure after \(latency)"
        case .silence: "silence"
        }
    }
}

extension GeneratedAnswers: CustomStringConvertible, CustomDebugStringConvertible, CustomTestStringConvertible {
    /// The answers in order, then the fallback: `[value after 3, failure after 1, then value after 1]`.
    public var description: String {
        "[" + (answers.map(\.description) + ["then \(fallback)"]).joined(separator: ", ") + "]"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// The same as ``description``.
    public var testDescription: String { description }
}
#endif
