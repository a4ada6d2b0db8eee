/// A lane whose values are already described as text: what sheets and failure pictures draw, and
/// what reading a sheet gives back. Equal texts are equal values.
package struct DescribedLane: Equatable, Sendable {
    /// Something drawn at a frame, by its text.
    package enum Mark: Hashable, Sendable {
        /// A value or a call, described.
        case value(String)
        /// An error, described.
        case error(String)
        case completed

        /// Whether the mark ends its timeline.
        var isTerminal: Bool {
            switch self {
            case .value: false
            case .error, .completed: true
            }
        }
    }

    /// A line of the lane.
    package enum Row: Equatable, Sendable {
        /// Events or calls at their times.
        case marks([Recorded<Mark>])
        /// One subscription.
        case subscription(Subscription)
    }

    /// The lane's name; nil in a sheet of one lane.
    package var name: String?
    /// The lines, the lane's own first.
    package var rows: [Row]
    /// The clock up to which a line that has not ended is drawn, when known.
    package var clock: TestTime?

    /// A lane named `name` with `rows`.
    package init(name: String?, rows: [Row], clock: TestTime? = nil) {
        self.name = name
        self.rows = rows
        self.clock = clock
    }

    /// The events of the lane's own line.
    package var marks: [Recorded<Mark>] {
        guard case .marks(let marks)? = rows.first else { return [] }
        return marks
    }

    /// Lanes are equal when their names and lines are; the clock only says how far a drawing
    /// goes.
    package static func == (lhs: DescribedLane, rhs: DescribedLane) -> Bool {
        lhs.name == rhs.name && lhs.rows == rhs.rows
    }
}

extension MarbleLane {
    /// The lane with every value, call and error described by `describe`.
    func described(name: String?, by describe: (Any) -> String) -> DescribedLane {
        let rows = rows.map { row -> DescribedLane.Row in
            switch row {
            case .marks(let marks):
                .marks(marks.map { Recorded(time: $0.time, value: Self.describe($0.value, by: describe)) })
            case .subscription(let subscription):
                .subscription(subscription)
            }
        }
        return DescribedLane(name: name, rows: rows, clock: clock)
    }

    private static func describe(_ mark: Mark, by describe: (Any) -> String) -> DescribedLane.Mark {
        switch mark {
        case .value(let value): .value(describe(value))
        case .call(let call): .value(call.text(describing: describe))
        case .error(let error): .error(describe(error))
        case .completed: .completed
        }
    }
}
