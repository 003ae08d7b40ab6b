import Foundation
import UIDescription

/// The files of a compiled storyboard as `NIBReader.read(files:path:)` takes them (file name → bytes): written for a
/// test, an `Info.plist` naming each storyboard identifier's nib and the entry point beside the scene nibs; or read
/// from a folder.
public enum CompiledStoryboardFiles {
    /// `nibs` (file name → bytes) with the `Info.plist` of `identifiersToNibNames` and `entryPoint`, under UIKit's
    /// keys, or AppKit's for a macOS storyboard (`appKit`).
    public static func files(identifiersToNibNames: [String: String], entryPoint: String,
                             nibs: [String: [UInt8]], appKit: Bool = false) throws -> [String: [UInt8]] {
        let info: [String: Any] = appKit ? [
            "NSViewControllerIdentifiersToNibNames": identifiersToNibNames,
            "NSStoryboardDesignatedEntryPointIdentifier": entryPoint,
        ] : [
            "UIViewControllerIdentifiersToNibNames": identifiersToNibNames,
            "UIStoryboardDesignatedEntryPointIdentifier": entryPoint,
        ]
        let plist = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        return nibs.merging(["Info.plist": [UInt8](plist)]) { nib, _ in nib }
    }

    /// Calls `body` with a fresh temporary folder named `name` holding `files` (file name → bytes), which is removed
    /// afterwards: for tests of what the reader does with a folder on disk (`NIBReader.translate(_:)`).
    public static func withFolder<T>(_ files: [String: [UInt8]], named name: String = "Main.storyboardc",
                                     _ body: (URL) throws -> T) throws -> T {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("uidesc-bundle-\(UUID().uuidString)")
        let folder = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        for (file, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(file)) }
        return try body(folder)
    }

    /// Every file below `folder` (a `.storyboardc` or `.nib` folder), by its path relative to it.
    public static func files(below folder: URL) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for entry in FolderWalk.files(below: folder.path) ?? [] {
            files[entry.relativePath] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: entry.path)))
        }
        return files
    }
}
