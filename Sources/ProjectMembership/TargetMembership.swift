import Foundation
import UIDescription

/// Which targets of the Xcode projects below some folders build each file: what `validate` checks an IB file in,
/// instead of guessing targets from folder names.
///
/// An Objective-C header is in the app targets of its implementation (apps list `.m` files, not headers).
public struct TargetMembership: Sendable {
    /// The projects read.
    public let projects: [XcodeProject]
    /// Every target of every project, in order.
    private let targets: [XcodeTarget]
    /// The targets (indices in `targets`) that compile each source file (paths normalized as ``normalized(_:)`` does).
    private let targetsBySource: [String: [Int]]
    /// The targets that bundle each resource (a file, or a folder whose files all go: an asset catalog, a bundle).
    private let targetsByResource: [String: [Int]]
    /// Each target's synchronized folders.
    private let synchronized: [(folder: XcodeTarget.SynchronizedFolder, target: Int)]

    /// The membership the targets of `projects` give.
    public init(projects: [XcodeProject]) {
        self.projects = projects
        targets = projects.flatMap(\.targets)
        var bySource: [String: [Int]] = [:], byResource: [String: [Int]] = [:]
        var synchronized: [(folder: XcodeTarget.SynchronizedFolder, target: Int)] = []
        for (index, target) in targets.enumerated() {
            for file in target.sourceFiles.map(Self.normalized) where bySource[file]?.last != index { bySource[file, default: []].append(index) }
            for file in target.resourceFiles.map(Self.normalized) where byResource[file]?.last != index { byResource[file, default: []].append(index) }
            synchronized += target.synchronizedFolders.map { ($0, index) }
        }
        targetsBySource = bySource
        targetsByResource = byResource
        self.synchronized = synchronized
    }

    /// The Xcode projects (their `project.pbxproj` files) and Swift packages (their `Package.swift` files) below
    /// `folders`, read; those that cannot be read are returned with their errors and left out.
    public static func load(below folders: [String], reader: XcodeProjectReader = XcodeProjectReader())
        -> (membership: TargetMembership, failures: [UIDescriptionError]) {
        var files: [String] = []
        for folder in folders.map(normalized) {
            files += (FolderWalk.files(below: folder, keeping: isProjectFile) ?? []).map(\.path)
        }
        return load(files: files, reader: reader)
    }

    /// The projects and packages of `files` (each a `project.pbxproj` or a `Package.swift`), read once each; those
    /// that cannot be read are returned with their errors and left out.
    public static func load(files: [String], reader: XcodeProjectReader = XcodeProjectReader())
        -> (membership: TargetMembership, failures: [UIDescriptionError]) {
        var projects: [XcodeProject] = [], failures: [UIDescriptionError] = [], seen: Set<String> = []
        for file in files where seen.insert(normalized(file)).inserted {
            do {
                if (file as NSString).lastPathComponent == "Package.swift" {
                    projects.append(try SwiftPackageReader().read(manifestAt: file))
                } else {
                    projects.append(try reader.read(projectAt: file))
                }
            } catch let error as UIDescriptionError {
                failures.append(error)
            } catch {
                failures.append(UIDescriptionError(.malformed("Xcode project"), "\(error)", at: SourceLocation(file: file, line: 1, column: 1)))
            }
        }
        return (TargetMembership(projects: projects), failures)
    }

    /// Whether `path` is a file that describes targets: an Xcode project's `project.pbxproj` or a `Package.swift`.
    public static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj") || (path as NSString).lastPathComponent == "Package.swift"
    }

    /// Whether no project was found.
    public var isEmpty: Bool { projects.isEmpty }

    /// The targets that build or bundle `file` (for a header, its implementation's), across every project: what
    /// ``XcodeTarget/contains(_:)`` says, found through an index of the projects' files.
    public func targets(containing file: String) -> [XcodeTarget] {
        var found: Set<Int> = []
        for candidate in Self.candidates(for: file) {
            found.formUnion(targetsBySource[candidate] ?? [])
            // The file itself, or a folder above it that a target bundles whole.
            var path = Substring(candidate)
            while !path.isEmpty {
                found.formUnion(targetsByResource[String(path)] ?? [])
                guard let slash = path.lastIndex(of: "/") else { break }
                path = path[..<slash]
            }
            for (folder, target) in synchronized where folder.contains(candidate) { found.insert(target) }
        }
        return found.sorted().map { targets[$0] }
    }

    /// Whether some target lists `file` (for a header, its implementation): a file no target lists belongs to no
    /// known target, and is not another target's.
    public func isListed(_ file: String) -> Bool {
        Self.candidates(for: file).contains { targetsBySource[$0] != nil || targetsByResource[$0] != nil }
            || synchronized.contains { $0.folder.contains(Self.normalized(file)) }
    }

    /// The other localizations' files of `file` (the strings files beside a localized storyboard, wherever they
    /// are kept), as the projects' variant groups list them.
    public func localizedSiblings(of file: String) -> [String] {
        let path = Self.normalized(file)
        return projects.flatMap(\.localizedFiles).filter { $0.contains(path) }.flatMap { $0 }.filter { $0 != path }
    }

    /// `file` normalized, and for a header the implementation files beside it that may list it.
    private static func candidates(for file: String) -> [String] {
        let path = normalized(file)
        guard path.lowercasedPathExtension == "h" else { return [path] }
        let stem = String(path.dropLast(2))
        return [path, stem + ".m", stem + ".mm", stem + ".c", stem + ".cpp"]
    }

    /// A path as the projects found write theirs: absolute (a relative one is taken from the working directory),
    /// `.` and `..` resolved, no doubled or trailing `/`.
    public static func normalized(_ path: String) -> String {
        PathJoining.join(path.hasPrefix("/") ? "" : FileManager.default.currentDirectoryPath, path)
    }
}
