import Foundation
import UIDescription

/// Which targets of the Xcode projects below some folders build each file: what `validate` checks an IB file in,
/// instead of guessing targets from folder names.
///
/// An Objective-C header is in the app targets of its implementation (apps list `.m` files, not headers).
public struct TargetMembership: Sendable {
    /// The projects read.
    public let projects: [XcodeProject]
    /// Every file some target lists (paths normalized as ``normalized(_:)`` does).
    private let listed: Set<String>

    /// The membership the targets of `projects` give.
    public init(projects: [XcodeProject]) {
        self.projects = projects
        var listed: Set<String> = []
        for target in projects.flatMap(\.targets) {
            for file in target.sourceFiles + target.resourceFiles { listed.insert(Self.normalized(file)) }
        }
        self.listed = listed
    }

    /// The Xcode projects (their `project.pbxproj` files) and Swift packages (their `Package.swift` files) below
    /// `folders`, read; those that cannot be read are returned with their errors and left out.
    public static func load(below folders: [String], reader: XcodeProjectReader = XcodeProjectReader())
        -> (membership: TargetMembership, failures: [UIDescriptionError]) {
        var projects: [XcodeProject] = [], failures: [UIDescriptionError] = [], seen: Set<String> = []
        for folder in folders.map(normalized) {
            let found = FolderWalk.files(below: folder, keeping: {
                $0.hasSuffix(".xcodeproj/project.pbxproj") || ($0 as NSString).lastPathComponent == "Package.swift"
            }) ?? []
            for entry in found where seen.insert(normalized(entry.path)).inserted {
                do {
                    if entry.path.hasSuffix("Package.swift") {
                        projects.append(try SwiftPackageReader().read(manifestAt: entry.path))
                        continue
                    }
                    projects.append(try reader.read(projectAt: entry.path))
                } catch let error as UIDescriptionError {
                    failures.append(error)
                } catch {
                    failures.append(UIDescriptionError(.malformed("Xcode project"), "\(error)", at: SourceLocation(file: entry.path, line: 1, column: 1)))
                }
            }
        }
        return (TargetMembership(projects: projects), failures)
    }

    /// Whether no project was found.
    public var isEmpty: Bool { projects.isEmpty }

    /// The targets that build or bundle `file` (for a header, its implementation's), across every project.
    public func targets(containing file: String) -> [XcodeTarget] {
        let candidates = Self.candidates(for: file)
        return projects.flatMap(\.targets).filter { target in candidates.contains { target.contains($0) } }
    }

    /// Whether some target lists `file` (for a header, its implementation): a file no target lists belongs to no
    /// known target, and is not another target's.
    public func isListed(_ file: String) -> Bool {
        Self.candidates(for: file).contains { listed.contains($0) }
            || projects.contains { project in project.targets.contains { $0.synchronizedFolders.contains { $0.contains(Self.normalized(file)) } } }
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
