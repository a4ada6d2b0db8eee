import CustomDump
import InlineSnapshotTesting
import RippleTest

extension Snapshotting where Value == MarbleSheet, Format == String {
    /// A marble sheet as text, values, arguments and errors written with swift-custom-dump, compared
    /// line by line.
    ///
    /// `assertMarbles(_:matches:fileID:filePath:function:line:column:)` records sheets with it; it
    /// also works with SnapshotTesting's `assertSnapshot(of:as:)`, to keep a sheet in a file:
    ///
    /// ```swift
    /// assertSnapshot(of: MarbleSheet(["query": query, "results": results]), as: .marbles)
    /// ```
    public static var marbles: Snapshotting<MarbleSheet, String> {
        SimplySnapshotting.lines.pullback { sheet in sheet.text(describingValuesWith: MarbleSheet.customDumped) }
    }
}

extension MarbleSheet {
    /// How snapshot sheets describe a value: its swift-custom-dump.
    static func customDumped(_ value: Any) -> String {
        String(customDumping: value)
    }
}
