/// What a failed timeline assertion attaches: the expected and the actual lanes on one time axis,
/// with the frames where they differ, drawn as an SVG picture (``svg``) and as text sheets
/// (``text``).
///
/// A lane that is the same in both is drawn once; a lane that differs is drawn twice, its expected
/// lines above its actual ones, and each frame where they differ is marked across the picture.
package struct FailurePicture {
    /// A line of the picture and what it shows.
    struct Row {
        enum Role: Equatable {
            /// A lane that is the same in both.
            case same
            case expected
            case actual
        }

        let role: Role
        /// The lane's name, without its role.
        let name: String?
    }

    /// The title, such as "Recorded events differ from the marble diagram".
    let title: String
    /// The lanes as drawn: a lane that differs is drawn twice, expected first.
    let drawing: SheetDrawing
    /// The role of each lane of `drawing`.
    let roles: [Row]
    /// The frames where the expected and actual lanes differ, in order.
    let differingFrames: [TestTime]
    /// The subscriptions of each lane that has some, as text.
    let subscriptionLog: [String]
    /// Remarks shown under the title, such as why an expected sheet could not be read.
    let notes: [String]
    /// The expected lanes and the actual ones as sheets.
    let text: String

    /// A picture of `expected` against `actual`, lanes matched by name, quiet stretches in ticks of
    /// `resolution` seconds.
    package init(title: String, expected: [DescribedLane], actual: [DescribedLane], resolution: Double, notes: [String] = []) {
        var lanes: [DescribedLane] = []
        var roles: [Row] = []
        var differing: Set<TestTime> = []
        var unmatched = expected
        for lane in actual {
            let counterpart = unmatched.firstIndex { $0.name == lane.name }.map { unmatched.remove(at: $0) }
            if let counterpart, counterpart == lane {
                lanes.append(lane)
                roles.append(Row(role: .same, name: lane.name))
                continue
            }
            if let counterpart {
                lanes.append(Self.labeled(counterpart, role: "expected"))
                roles.append(Row(role: .expected, name: lane.name))
                differing.formUnion(Self.differingFrames(counterpart, lane))
            } else {
                differing.formUnion(Self.frames(of: lane))
            }
            lanes.append(Self.labeled(lane, role: "actual"))
            roles.append(Row(role: .actual, name: lane.name))
        }
        for lane in unmatched {
            lanes.append(Self.labeled(lane, role: "expected"))
            roles.append(Row(role: .expected, name: lane.name))
            differing.formUnion(Self.frames(of: lane))
        }
        self.title = title
        self.drawing = SheetDrawing(lanes: lanes, resolution: resolution)
        self.roles = roles
        self.differingFrames = differing.sorted()
        self.subscriptionLog = Self.subscriptionLog(of: lanes)
        self.notes = notes
        self.text = [
            title,
            "",
            "Expected:",
            SheetDrawing(lanes: expected, resolution: resolution).text,
            "",
            "Actual:",
            SheetDrawing(lanes: actual, resolution: resolution).text,
        ].joined(separator: "\n") + (notes.isEmpty ? "" : "\n\n" + notes.joined(separator: "\n"))
    }

    /// A picture of one sheet as it is, with nothing to compare it with: the smallest timeline that
    /// broke a property (RipplePropertyChecks), its lanes drawn plainly and `notes` under the title.
    package init(title: String, sheet lanes: [DescribedLane], resolution: Double, notes: [String]) {
        self.title = title
        self.drawing = SheetDrawing(lanes: lanes, resolution: resolution)
        self.roles = lanes.map { Row(role: .same, name: $0.name) }
        self.differingFrames = []
        self.subscriptionLog = Self.subscriptionLog(of: lanes)
        self.notes = notes
        self.text = ([title, ""] + notes + (notes.isEmpty ? [] : [""]) + [drawing.text]).joined(separator: "\n")
    }

    /// A picture of an expected sheet's text against `actual`. A sheet that cannot be read is left
    /// out, and a note says why.
    package init(title: String, expectedSheet: String, actual: [DescribedLane], resolution: Double) {
        do {
            let expected = try SheetReader.read(expectedSheet, resolution: resolution)
            self.init(title: title, expected: expected, actual: actual, resolution: resolution)
        } catch {
            self.init(
                title: title,
                expected: [],
                actual: actual,
                resolution: resolution,
                notes: ["The expected sheet could not be read (\(error)); only the actual lanes are drawn."]
            )
        }
    }

    /// The subscriptions of each lane that has some, as text: `results: (0, 1000)`.
    private static func subscriptionLog(of lanes: [DescribedLane]) -> [String] {
        lanes.compactMap { lane in
            let subscriptions = lane.rows.compactMap { row -> Subscription? in
                if case .subscription(let subscription) = row { return subscription }
                return nil
            }
            guard !subscriptions.isEmpty else { return nil }
            return "\(lane.name ?? "events"): " + subscriptions.map(\.debugDescription).joined(separator: ", ")
        }
    }

    private static func labeled(_ lane: DescribedLane, role: String) -> DescribedLane {
        var labeled = lane
        labeled.name = lane.name.map { "\($0) (\(role))" } ?? role
        return labeled
    }

    /// The frames where two versions of a lane differ: the times whose events differ, line by
    /// line, and the ends of subscriptions that are in only one of them.
    private static func differingFrames(_ expected: DescribedLane, _ actual: DescribedLane) -> Set<TestTime> {
        var frames: Set<TestTime> = []
        for index in 0..<max(expected.rows.count, actual.rows.count) {
            let expectedRow = index < expected.rows.count ? expected.rows[index] : nil
            let actualRow = index < actual.rows.count ? actual.rows[index] : nil
            guard expectedRow != actualRow else { continue }
            let expectedMarks = expectedRow.map(marks) ?? []
            let actualMarks = actualRow.map(marks) ?? []
            for time in Set(expectedMarks.map(\.time) + actualMarks.map(\.time)) {
                if expectedMarks.filter({ $0.time == time }).map(\.value) != actualMarks.filter({ $0.time == time }).map(\.value) {
                    frames.insert(time)
                }
            }
        }
        return frames
    }

    private static func frames(of lane: DescribedLane) -> Set<TestTime> {
        Set(lane.rows.flatMap(marks).map(\.time))
    }

    /// A line's events, or a subscription's `^` and `!` as marks, to compare frame by frame.
    private static func marks(_ row: DescribedLane.Row) -> [Recorded<DescribedLane.Mark>] {
        switch row {
        case .marks(let marks):
            return marks
        case .subscription(let subscription):
            let subscribed = Recorded(time: subscription.subscribe, value: DescribedLane.Mark.value("^"))
            guard subscription.unsubscribe != Int.max else { return [subscribed] }
            return [subscribed, Recorded(time: subscription.unsubscribe, value: DescribedLane.Mark.value("!"))]
        }
    }
}
