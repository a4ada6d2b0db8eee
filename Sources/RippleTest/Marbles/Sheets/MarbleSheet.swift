/// Timelines drawn as text that reads without the code: one line per timeline, one character per
/// frame, aligned on one time axis, then a legend that tells what each name stands for.
///
/// ```swift
/// let sheet = MarbleSheet(["query": query, "search": search, "results": results])
/// print(sheet.text)
/// // query:   -a-b-----d------
/// //          ^---------------
/// // search:  ------b-----d---
/// //          ------^--!
/// //          ------------^--!
/// // results: --------c-----e-
/// // a = "s"
/// // b = "sw"
/// // c = ["swift"]
/// // d = "swi"
/// // e = ["swift", "swiftui"]
/// ```
///
/// Each line uses the marble grammar that RippleTest parses, so a line of a sheet is also a valid
/// expected diagram:
///
/// - values (and calls) are named `a`, `b`, `c`… in order of first appearance (by time, then
///   lane), equal values sharing a name, and a legend line `a = value` tells each one;
/// - errors are `#` (then `#2`, `#3`…) with legend lines of their own, completion is `|`;
/// - events at one frame form a group, `(ab)`; a group that does not fit before the next event
///   of its line is drawn `?`, with a legend line `? @ time = …`;
/// - a stretch of at least 20 frames where no line draws anything is written once, as a duration
///   of the scheduler's resolution (`--a 1.5s b--|`), at the same place on every line;
/// - a lane that has not ended runs to the scheduler's clock; the subscriptions of a test
///   observable, and of the observables a ``MarbleMock`` returned, are lines `^---!` below it.
///
/// Values are compared by their text, so they need not be `Equatable`. ``text`` describes them with
/// `String(reflecting:)` for strings and `String(describing:)` otherwise; RippleSnapshotTesting
/// describes them with swift-custom-dump.
public struct MarbleSheet {
    private let lanes: [(name: String?, lane: MarbleLane)]

    /// A sheet of one lane, drawn without a name.
    public init(_ lane: some MarbleLaneConvertible) {
        lanes = [(nil, lane.marbleLane)]
    }

    /// A sheet of several lanes, each named, in the given order.
    ///
    /// ```swift
    /// MarbleSheet(["query": query, "results": results, "requests": MarbleLane(requests.events)])
    /// ```
    public init(_ lanes: KeyValuePairs<String, any MarbleLaneConvertible>) {
        self.lanes = lanes.map { ($0.key, $0.value.marbleLane) }
    }

    /// A sheet of lanes named in the given order, made at run time (for RipplePropertyChecks).
    package init(namedLanes: [(name: String, lane: MarbleLane)]) {
        lanes = namedLanes.map { ($0.name, $0.lane) }
    }

    /// The sheet, values and errors described with `String(reflecting:)` for strings and
    /// `String(describing:)` otherwise.
    public var text: String {
        text(describingValuesWith: Self.describe)
    }

    /// The sheet, values, arguments and errors described by `describe`.
    public func text(describingValuesWith describe: (Any) -> String) -> String {
        SheetDrawing(lanes: described(by: describe), resolution: resolution).text
    }

    /// The lanes with their values described by `describe`.
    package func described(by describe: (Any) -> String) -> [DescribedLane] {
        lanes.map { $0.lane.described(name: $0.name, by: describe) }
    }

    /// The seconds in one tick: those of the first lane that knows its scheduler, or 1.0.
    package var resolution: Double {
        lanes.lazy.compactMap(\.lane.resolution).first ?? 1.0
    }

    /// How sheets and failure pictures of RippleTest describe a value: strings (and characters)
    /// with `String(reflecting:)`, so that their quotes show, anything else with
    /// `String(describing:)`.
    package static func describe(_ value: Any) -> String {
        switch value {
        case let string as any StringProtocol: String(reflecting: string)
        case let character as Character: String(reflecting: character)
        default: String(describing: value)
        }
    }
}
