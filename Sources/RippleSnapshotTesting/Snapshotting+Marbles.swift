#if SnapshotTesting
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
    /// The longest dump written on one line.
    private static let compactLength = 80

    /// How snapshot sheets describe a value: its swift-custom-dump, on one line when that line is
    /// short (`["swift", "swiftui"]`, `User(id: 1, name: "Blob")`), as the dump's lines otherwise.
    static func customDumped(_ value: Any) -> String {
        let dump = String(customDumping: value)
        guard dump.contains("\n"), !dump.contains("\"\"\"") else { return dump }
        let compact = compacted(dump)
        return compact.count <= compactLength ? compact : dump
    }

    /// A dump's lines joined into one: indentation and the `[0]: ` labels of array elements
    /// dropped, a space after each comma, none inside brackets.
    private static func compacted(_ dump: String) -> String {
        var result = ""
        for line in dump.split(separator: "\n") {
            var item = Substring(line.drop { $0 == " " })
            if item.first == "[", let close = item.firstIndex(of: "]"), item[item.index(after: close)...].hasPrefix(": "),
               item[item.index(after: item.startIndex)..<close].allSatisfy(\.isNumber) {
                item = item[item.index(close, offsetBy: 3)...]
            }
            let opens = result.last.map { "([".contains($0) } ?? true
            let closes = item.first.map { ")]".contains($0) } ?? false
            if !opens, !closes {
                result += " "
            }
            result += item
        }
        return result
    }
}
#endif
