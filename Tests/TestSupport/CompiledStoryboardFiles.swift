import Foundation

/// The files of a compiled iOS storyboard written for a test, as `NIBReader.read(files:path:)` takes them: an
/// `Info.plist` naming each storyboard identifier's nib and the entry point, beside the scene nibs.
public enum CompiledStoryboardFiles {
    /// `nibs` (file name → bytes) with the `Info.plist` of `identifiersToNibNames` and `entryPoint`.
    public static func files(identifiersToNibNames: [String: String], entryPoint: String,
                             nibs: [String: [UInt8]]) throws -> [String: [UInt8]] {
        let info: [String: Any] = [
            "UIViewControllerIdentifiersToNibNames": identifiersToNibNames,
            "UIStoryboardDesignatedEntryPointIdentifier": entryPoint,
        ]
        let plist = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        return nibs.merging(["Info.plist": [UInt8](plist)]) { nib, _ in nib }
    }
}
