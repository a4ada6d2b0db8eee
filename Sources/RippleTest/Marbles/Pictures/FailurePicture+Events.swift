import Ripple
import Testing

extension FailurePicture {
    /// A picture of expected recorded events against actual ones, in one unnamed lane each; the
    /// actual lane runs to `clock` when it is known.
    init<Element>(title: String, expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>], clock: TestTime?, resolution: Double) {
        var actualLane = MarbleLane(actual).described(name: nil, by: MarbleSheet.describe)
        actualLane.clock = clock
        self.init(
            title: title,
            expected: [MarbleLane(expected).described(name: nil, by: MarbleSheet.describe)],
            actual: [actualLane],
            resolution: resolution
        )
    }

    /// A picture of expected subscriptions against actual ones, one line each.
    init(title: String, expectedSubscriptions: [Subscription], actualSubscriptions: [Subscription]) {
        func lane(_ subscriptions: [Subscription]) -> DescribedLane {
            DescribedLane(name: "subscriptions", rows: [.marks([])] + subscriptions.map(DescribedLane.Row.subscription))
        }
        self.init(title: title, expected: [lane(expectedSubscriptions)], actual: [lane(actualSubscriptions)], resolution: 1.0)
    }

    /// Attaches the picture (see ``FailureAttachments``) and returns `message`, followed by where
    /// the picture was written when it went to a folder.
    func attach(to message: String, at location: SourceLocation) -> String {
        let written = FailureAttachments.record(self, fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
        return Self.message(message, withPicturesAt: written)
    }

    /// Attaches the picture as ``attach(to:at:)-(_,SourceLocation)`` does, at a Swift Testing
    /// source location (RipplePropertyChecks' counterexamples).
    package func attach(to message: String, at location: Testing.SourceLocation) -> String {
        Self.message(message, withPicturesAt: FailureAttachments.record(self, at: location))
    }

    /// `message`, followed by the files `written`, if the picture went to a folder.
    private static func message(_ message: String, withPicturesAt written: [String]) -> String {
        guard !written.isEmpty else { return message }
        return message + "\nTimeline pictures: " + written.joined(separator: ", ")
    }
}
