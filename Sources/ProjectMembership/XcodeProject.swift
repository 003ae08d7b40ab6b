/// An Xcode project (`App.xcodeproj`) as its `project.pbxproj` describes it: its targets and the files each builds.
/// A Swift package is read as one too (``SwiftPackageReader``): its path is the package's folder, and each of its
/// targets a folder of files.
///
/// ```swift
/// let project = try XcodeProjectReader().read(projectAt: "App/App.xcodeproj")
/// for target in project.targets(containing: "App/Base.lproj/Main.storyboard") { print(target.name) }
/// ```
public struct XcodeProject: Sendable, Hashable {
    /// The `.xcodeproj` folder.
    public var path: String
    /// The folder paths are relative to (the `.xcodeproj`'s folder, or the project's `projectDirPath` below it).
    public var rootFolder: String
    /// The targets, in the project's order.
    public var targets: [XcodeTarget]
    /// The localized files: each variant group's files, one per localization (`Base.lproj/Main.storyboard`,
    /// `de.lproj/Main.strings`, …), wherever each is kept.
    public var localizedFiles: [[String]]

    /// Creates a project from its parts.
    public init(path: String, rootFolder: String, targets: [XcodeTarget], localizedFiles: [[String]] = []) {
        self.path = path
        self.rootFolder = rootFolder
        self.targets = targets
        self.localizedFiles = localizedFiles
    }

    /// The targets that build or bundle `file` (a path written as the project's paths are: joined to
    /// ``rootFolder``).
    public func targets(containing file: String) -> [XcodeTarget] {
        targets.filter { $0.contains(file) }
    }
}
