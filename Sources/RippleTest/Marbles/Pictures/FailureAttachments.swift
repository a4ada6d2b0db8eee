import Foundation
import Testing

/// Where failure pictures go: attachments of the running Swift Testing test (kept by
/// `swift test --attachments-path DIR`), or, under XCTest, files in the folder that the
/// ``environmentVariable`` names.
package enum FailureAttachments {
    /// `RIPPLE_ATTACHMENTS_PATH`: the folder where tests that do not run under Swift Testing write
    /// their failure pictures (created when missing). Unset, they write none.
    package static let environmentVariable = "RIPPLE_ATTACHMENTS_PATH"

    /// Attaches `picture` as an SVG and its sheets as text, named after the file and line of the
    /// assertion. Returns where the files were written, when they were written to the folder.
    @discardableResult
    package static func record(_ picture: FailurePicture, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> [String] {
        record(picture, at: Testing.SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    }

    /// Attaches `picture` as ``record(_:fileID:filePath:line:column:)`` does, named after
    /// `location`.
    @discardableResult
    package static func record(_ picture: FailurePicture, at location: Testing.SourceLocation) -> [String] {
        let name = baseName(fileID: location.fileID, line: UInt(location.line))
        let files = [(name + ".svg", picture.svg), (name + ".txt", picture.text)]
        if Test.current != nil {
            for (fileName, contents) in files {
                Attachment.record(contents, named: fileName, sourceLocation: location)
            }
            return []
        }
        guard let folder = ProcessInfo.processInfo.environment[environmentVariable], !folder.isEmpty else { return [] }
        return write(files, to: folder)
    }

    /// `File-L12-timeline`, from the file ID `Module/File.swift` and the line.
    static func baseName(fileID: String, line: UInt) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        let stem = file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
        let safe = String(stem.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        return "\(safe)-L\(line)-timeline"
    }

    /// Writes each file into `folder`, numbering names that are taken, and returns the paths
    /// written; a folder that cannot be made or written is left alone.
    private static func write(_ files: [(name: String, contents: String)], to folder: String) -> [String] {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return []
        }
        var suffix = ""
        var attempt = 1
        while files.contains(where: { manager.fileExists(atPath: path(folder, numbered($0.name, suffix))) }) {
            attempt += 1
            suffix = "-\(attempt)"
        }
        return files.compactMap { file in
            let target = path(folder, numbered(file.name, suffix))
            return manager.createFile(atPath: target, contents: Data(file.contents.utf8)) ? target : nil
        }
    }

    private static func numbered(_ name: String, _ suffix: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name + suffix }
        return String(name[..<dot]) + suffix + String(name[dot...])
    }

    private static func path(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
