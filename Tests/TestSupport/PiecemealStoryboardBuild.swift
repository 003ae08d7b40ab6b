import Foundation

/// A compiled storyboard from a build folder updated in part: SwiftGen's `Wizard.storyboardc` (`../shared/nib`) with
/// one view nib's placeholder for its controller renamed, so that the controller's nib (its external objects table)
/// names no such object, as when the view nib is from another build than its controller's nib.
public enum PiecemealStoryboardBuild {
    /// The view nib changed, and its placeholder's identifier now.
    public static let viewNib = "txY-Mc-CKa-view-wQH-MG-v6Y.nib"
    public static let placeholder = "UpstreamPlaceholder-7"

    /// The unchanged storyboard folder; nil when `../shared` is not there.
    public static var original: URL? {
        let folder = SharedFolder.nib.appendingPathComponent("extra/SwiftGen__SwiftGen/Wizard.storyboardc")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }

    /// The folder's files with the view nib's `UpstreamPlaceholder-1` renamed ``placeholder``; nil without `../shared`.
    public static func files() throws -> [String: [UInt8]]? {
        guard let original else { return nil }
        var files = try CompiledStoryboardFiles.files(below: original)
        guard let bytes = files[viewNib] else { return nil }
        let old = Array("UpstreamPlaceholder-1".utf8), new = Array(placeholder.utf8)
        guard bytes.count >= old.count,
              let start = (0...(bytes.count - old.count)).first(where: { bytes[$0..<$0 + old.count].elementsEqual(old) }) else { return nil }
        files[viewNib]?.replaceSubrange(start..<start + old.count, with: new)
        return files
    }
}
