#if PropertyChecks
import PropertyBased

extension Gen {
    /// A generator of timelines whose elements are drawn from `values`: between `events.lowerBound`
    /// and `events.upperBound` elements, each `gaps` ticks after the one before (the first, after
    /// frame 0), then completion with probability `completion`, an error with probability `error`,
    /// or no end, `gaps` ticks after the last element.
    ///
    /// ```swift
    /// let typing = Gen.timeline(of: ["s", "sw", "swi"], events: 1...5, gaps: 1...4)
    /// ```
    ///
    /// Shrinking removes events, shortens gaps towards `gaps.lowerBound`, moves elements towards
    /// the first of `values`, and drops the end (an error becomes no end, or a completion).
    public static func timeline<Element>(
        of values: [Element],
        events: ClosedRange<Int> = 0...6,
        gaps: ClosedRange<Int> = 1...4,
        completion: Double = 0.1,
        error: Double = 0.1
    ) -> Generator<Value, some SendableSequenceType> where Value == GeneratedTimeline<Element> {
        precondition(!values.isEmpty, "Gen.timeline(of:) needs at least one value")
        return timeline(of: Draws.element(of: values), events: events, gaps: gaps, completion: completion, error: error)
    }

    /// A generator of timelines whose elements are drawn by `values`; see
    /// `timeline(of:events:gaps:completion:error:)` with a list of values. Shrinking simplifies
    /// elements as `values` shrinks them.
    public static func timeline<Element, ElementInput>(
        of values: Generator<Element, some Sequence<ElementInput>>,
        events: ClosedRange<Int> = 0...6,
        gaps: ClosedRange<Int> = 1...4,
        completion: Double = 0.1,
        error: Double = 0.1
    ) -> Generator<Value, some SendableSequenceType> where Value == GeneratedTimeline<Element> {
        let event = zip(Gen<Int>.int(in: gaps), values)
        return zip(event.array(of: events), Draws.end(completion: completion, error: error), Gen<Int>.int(in: gaps))
            .map { drawn in
                GeneratedTimeline(events: drawn.0.map { (gap: $0.0, element: $0.1) }, end: drawn.1, endGap: drawn.2)
            }
    }

    /// A generator of timelines whose every element makes one call of a mock, and of the answers
    /// to those calls: the n-th element's answer is the n-th call's (the calls after those get
    /// one more drawn answer). Elements, gaps and ends are drawn as by
    /// `timeline(of:events:gaps:completion:error:)`, answers as by
    /// `answers(latency:failure:silence:calls:)`.
    ///
    /// ```swift
    /// let typing = Gen.timeline(of: ["s", "sw", "swi"], events: 0...5, answeredAfter: 1...6, failure: 0)
    /// await checkTimelines(input: typing) { run, inputs in
    ///     let query = run.hot("query", inputs.0)
    ///     let search = run.mock("search", inputs.1) { (text: String, _) in text.uppercased() }
    ///     …
    /// }
    /// ```
    ///
    /// Shrinking removes an element together with its answer. With a timeline and answers drawn
    /// apart (`zip`), removing an element alone gives every later call the answer of the call
    /// before it, so a counterexample where the answers' order matters (a slow answer overtaken by
    /// a fast one) often stops shrinking at twice its size.
    public static func timeline<Element>(
        of values: [Element],
        events: ClosedRange<Int> = 0...6,
        gaps: ClosedRange<Int> = 1...4,
        completion: Double = 0.1,
        error: Double = 0.1,
        answeredAfter latency: ClosedRange<Int>,
        failure: Double = 0.2,
        silence: Double = 0
    ) -> Generator<Value, some SendableSequenceType> where Value == (GeneratedTimeline<Element>, GeneratedAnswers<Void>) {
        precondition(!values.isEmpty, "Gen.timeline(of:) needs at least one value")
        let answer = Draws.answer(of: Gen<Void>.always(()), latency: latency, failure: failure, silence: silence)
        let event = zip(Gen<Int>.int(in: gaps), Draws.element(of: values), answer)
        return zip(event.array(of: events), Draws.end(completion: completion, error: error), Gen<Int>.int(in: gaps), answer)
            .map { drawn in
                (
                    GeneratedTimeline(events: drawn.0.map { (gap: $0.0, element: $0.1) }, end: drawn.1, endGap: drawn.2),
                    GeneratedAnswers(answers: drawn.0.map(\.2), fallback: drawn.3)
                )
            }
    }

    /// A generator of answers that carry no value (the mock computes it from each call's argument):
    /// for up to `calls.upperBound` calls (the calls after those get one more drawn answer), each a
    /// value with probability `1 - failure - silence`, a ``GeneratedError`` with probability
    /// `failure`, or nothing ever with probability `silence`, `latency` ticks after the
    /// subscription.
    ///
    /// ```swift
    /// let answers = Gen.answers(latency: 1...6, failure: 0.2)
    /// // in the body: let search = run.mock("search", answers) { (text: String, _) in results(for: text) }
    /// ```
    ///
    /// Shrinking removes answers, shortens latencies and turns failures and silences into values.
    public static func answers(
        latency: ClosedRange<Int> = 1...4,
        failure: Double = 0.2,
        silence: Double = 0,
        calls: ClosedRange<Int> = 0...6
    ) -> Generator<Value, some SendableSequenceType> where Value == GeneratedAnswers<Void> {
        answers(of: Gen<Void>.always(()), latency: latency, failure: failure, silence: silence, calls: calls)
    }

    /// A generator of answers whose values are drawn from `values`; see
    /// `answers(latency:failure:silence:calls:)`. Shrinking also moves values towards the first of
    /// `values`.
    public static func answers<Answer>(
        of values: [Answer],
        latency: ClosedRange<Int> = 1...4,
        failure: Double = 0.2,
        silence: Double = 0,
        calls: ClosedRange<Int> = 0...6
    ) -> Generator<Value, some SendableSequenceType> where Value == GeneratedAnswers<Answer> {
        precondition(!values.isEmpty, "Gen.answers(of:) needs at least one value")
        return answers(of: Draws.element(of: values), latency: latency, failure: failure, silence: silence, calls: calls)
    }

    /// A generator of answers whose values are drawn by `values`; see
    /// `answers(latency:failure:silence:calls:)`.
    public static func answers<Answer, AnswerInput>(
        of values: Generator<Answer, some Sequence<AnswerInput>>,
        latency: ClosedRange<Int> = 1...4,
        failure: Double = 0.2,
        silence: Double = 0,
        calls: ClosedRange<Int> = 0...6
    ) -> Generator<Value, some SendableSequenceType> where Value == GeneratedAnswers<Answer> {
        let answer = Draws.answer(of: values, latency: latency, failure: failure, silence: silence)
        return zip(answer.array(of: calls), answer).map { GeneratedAnswers(answers: $0, fallback: $1) }
    }
}

/// Generators the public ones are made of.
enum Draws {
    /// Case `n` with probability `weights[n]` (what is left of 1 goes to case 0), shrinking
    /// towards case 0.
    static func weightedCase(_ weights: [Double]) -> Generator<Int, Shrink.Integer<Int>> {
        Generator(
            run: { rng in
                var draw = Double.random(in: 0..<1, using: &rng)
                for index in weights.indices.dropFirst() {
                    if draw < weights[index] {
                        return index
                    }
                    draw -= weights[index]
                }
                return 0
            },
            shrink: { $0.shrink(towards: 0) }
        )
    }

    /// One of `values`, shrinking towards the first; `values` is not empty.
    static func element<Element: Sendable>(of values: [Element]) -> Generator<Element, some SendableSequenceType> {
        Gen<Int>.int(in: 0...values.count - 1).map { values[$0] }
    }

    /// How a timeline ends: completion with probability `completion`, an error with probability
    /// `error`, otherwise no end; shrinking towards no end.
    static func end<Element: Sendable>(completion: Double, error: Double) -> Generator<GeneratedTimeline<Element>.End, some SendableSequenceType> {
        weightedCase([1 - completion - error, completion, error]).map { [.none, .completed, .failed][$0] }
    }

    /// One answer: a value drawn by `values` with probability `1 - failure - silence`, a failure
    /// with probability `failure`, or silence, after `latency` ticks.
    static func answer<Answer: Sendable, AnswerInput>(
        of values: Generator<Answer, some Sequence<AnswerInput>>,
        latency: ClosedRange<Int>,
        failure: Double,
        silence: Double
    ) -> Generator<GeneratedAnswers<Answer>.Answer, some SendableSequenceType> {
        zip(Gen<Int>.int(in: latency), weightedCase([1 - failure - silence, failure, silence]), values)
            .map { drawn in
                let outcome: GeneratedAnswers<Answer>.Answer.Outcome = switch drawn.1 {
                case 0: .value(drawn.2)
                case 1: .failure
                default: .silence
                }
                return GeneratedAnswers<Answer>.Answer(latency: drawn.0, outcome: outcome)
            }
    }

    /// The same-instant ordering of a run: at the n-th instant where sources compete, the one at
    /// the n-th number modulo their number goes first. Shrinking moves it towards the scheduling
    /// order (no numbers, or zeros).
    static let ordering = Gen<Int>.int(in: 0...7).array(of: 0...12)
}
#endif
