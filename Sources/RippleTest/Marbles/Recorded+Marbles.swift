import Ripple

extension Array {
    /// The events drawn as a marble diagram, one frame per tick from time 0, values and errors
    /// named from `values` and `errors` (values compared with `==`).
    ///
    /// A value or error with no name is drawn as `?`, and a legend line below the diagram tells
    /// what it is; so is a name too long for the frames before the next event. Events before time
    /// 0 start the drawing earlier, with `^` at frame 0.
    ///
    /// ```swift
    /// [.next(2, 1), .next(2, 2), .completed(6)].marbles(values: ["a": 1, "b": 2])  // "--(ab)|"
    /// [.next(1, 7)].marbles(values: ["a": 1])  // "-?\n? = next(7) @ 1"
    /// ```
    ///
    /// Parsing a drawing without `?` gives back the events; drawing a parsed diagram gives back
    /// the diagram when it is canonical (written as it would be drawn).
    public func marbles<Value: Equatable>(values: [String: Value], errors: [String: Error] = [:]) -> String where Element == Recorded<Event<Value>> {
        let renderer = MarbleRenderer(values: values, errors: errors)
        return renderer.draw(self, origin: MarbleRenderer<Value>.origin(of: self)).text
    }

    /// Several timelines drawn one after the other, as ``Marbles/parse(_:values:errors:resolution:)`` reads
    /// them: each starts at its own time 0, after the terminal event of the one before.
    public func marbles<Value: Equatable>(values: [String: Value], errors: [String: Error] = [:]) -> String where Element == [Recorded<Event<Value>>] {
        MarbleRenderer(values: values, errors: errors).draw(timelines: self).text
    }
}

extension Subscription {
    /// The subscription drawn as a subscription diagram, such as `--^---!` for `(2 : 6)`, `--^`
    /// while it is active, `--(^!)` when it ended where it started.
    ///
    /// Times before 0 cannot be drawn: such a subscription is drawn from its start.
    public var marbles: String {
        marbles(origin: Swift.min(0, subscribe))
    }

    /// The subscription drawn with frame 0 at `origin`.
    func marbles(origin: TestTime) -> String {
        let lead = String(repeating: MarbleSymbol.frame.rawValue, count: Swift.max(0, subscribe - origin))
        let start = String(MarbleSymbol.subscription.rawValue)
        let end = String(MarbleSymbol.unsubscription.rawValue)
        if unsubscribe == Int.max {
            return lead + start
        }
        if unsubscribe <= subscribe {
            return lead + String(MarbleSymbol.groupStart.rawValue) + start + end + String(MarbleSymbol.groupEnd.rawValue)
        }
        return lead + start + String(repeating: MarbleSymbol.frame.rawValue, count: unsubscribe - subscribe - 1) + end
    }
}
