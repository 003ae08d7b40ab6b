import Foundation
import UIDescription

/// Reads an Xcode project's `project.pbxproj` (an old-style property list, which Foundation's
/// `PropertyListSerialization` reads) into an ``XcodeProject``: each target's sources, resources (a localized
/// file's every localization), Info.plist, SDK and synchronized folders, every path resolved through the groups
/// that hold it.
public struct XcodeProjectReader: Sendable {
    /// Files larger than this are refused before they are read (64 MiB unless told).
    public var maximumInputBytes: Int

    /// Creates a reader.
    public init(maximumInputBytes: Int = 64 * 1024 * 1024) {
        self.maximumInputBytes = maximumInputBytes
    }

    /// Reads the project at `path`: an `.xcodeproj` folder, or the `project.pbxproj` inside one.
    /// - Throws: `UIDescriptionError`: the file cannot be read, is not a property list, or is not a project.
    public func read(projectAt path: String) throws -> XcodeProject {
        let projectFolder = path.hasSuffix("project.pbxproj") ? (path as NSString).deletingLastPathComponent : path
        let file = (projectFolder as NSString).appendingPathComponent("project.pbxproj")
        let bytes = try BoundedFileReader.read(path: file, limit: maximumInputBytes)
        return try read(Data(bytes), projectFolder: projectFolder)
    }

    /// Reads a `project.pbxproj`'s bytes; `projectFolder` is its `.xcodeproj` folder, which paths are resolved from.
    /// - Throws: `UIDescriptionError` `.malformed` when the bytes are not a property list or not a project.
    public func read(_ data: Data, projectFolder: String) throws -> XcodeProject {
        let file = (projectFolder as NSString).appendingPathComponent("project.pbxproj")
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            // Foundation says where the old-style parser stopped in the error's user info
            // (`Expected ';' or '=' after key at line 142`).
            let reason = Self.oldStyleParsingReason(of: error)
            throw UIDescriptionError(
                .malformed("Xcode project"), "the project file is not a property list: \(reason?.text ?? error.localizedDescription)",
                at: SourceLocation(file: file, line: reason?.line ?? 1, column: 1))
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let root = objects[rootID] as? [String: Any],
              root["isa"] as? String == "PBXProject"
        else { throw Self.malformed("the property list is not an Xcode project (no `rootObject` of isa PBXProject)", file: file) }
        let base = (projectFolder as NSString).deletingLastPathComponent
        let rootFolder = PathJoining.join(base, root["projectDirPath"] as? String ?? "")
        let graph = ProjectObjects(objects: objects, rootFolder: rootFolder)
        let projectSettings = graph.buildSettings(of: root)
        let targets = (root["targets"] as? [String] ?? []).compactMap { id -> XcodeTarget? in
            guard let target = graph.object(id) else { return nil }
            return graph.target(target, id: id, projectSettings: projectSettings)
        }
        let localized = objects.keys.sorted().compactMap { id -> [String]? in
            guard let group = graph.object(id), group["isa"] as? String == "PBXVariantGroup" else { return nil }
            let files = (group["children"] as? [String] ?? []).compactMap { graph.path(of: $0) }
            return files.isEmpty ? nil : files
        }
        return XcodeProject(path: projectFolder, rootFolder: rootFolder, targets: targets, localizedFiles: localized)
    }

    /// The old-style parser's reason and line, from the error Foundation gives for a file it cannot read
    /// (`kCFPropertyListOldStyleParsingError`: `Expected ';' or '=' after key at line 142`).
    static func oldStyleParsingReason(of error: Error) -> (text: String, line: Int)? {
        let description = String(describing: error)
        guard let key = description.range(of: "kCFPropertyListOldStyleParsingError") else { return nil }
        let rest = description[key.upperBound...]
        guard let start = rest.range(of: "NSDebugDescription="), let at = rest[start.upperBound...].range(of: " at line ")
        else { return nil }
        let digits = rest[at.upperBound...].prefix { $0.isNumber }
        guard let line = Int(digits) else { return nil }
        return (String(rest[start.upperBound..<at.lowerBound]), line)
    }

    private static func malformed(_ message: String, file: String) -> UIDescriptionError {
        UIDescriptionError(.malformed("Xcode project"), message, at: SourceLocation(file: file, line: 1, column: 1))
    }
}

/// The objects of a project file, with each group's parent, for resolving paths.
private struct ProjectObjects {
    let objects: [String: Any]
    let rootFolder: String
    /// The group holding each object.
    let parents: [String: String]

    init(objects: [String: Any], rootFolder: String) {
        self.objects = objects
        self.rootFolder = rootFolder
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard let object = value as? [String: Any], let children = object["children"] as? [String] else { continue }
            for child in children { parents[child] = id }
        }
        self.parents = parents
    }

    func object(_ id: String) -> [String: Any]? { objects[id] as? [String: Any] }

    /// The path of a file reference or group, through the groups that hold it; `nil` for one outside the
    /// repository (the SDK, the build products, a custom source tree).
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = object(id) else { return nil }
        let path = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            let base = parents[id].flatMap { self.path(of: $0, depth: depth + 1) } ?? rootFolder
            return path.map { PathJoining.join(base, $0) } ?? base
        case "SOURCE_ROOT":
            return PathJoining.join(rootFolder, path ?? "")
        case "<absolute>":
            return path.map { PathJoining.join("", $0) }
        default:
            return nil
        }
    }

    /// The files a build file stands for: a file reference's path, or every file of a variant group (each
    /// localization of a localized file).
    func files(ofBuildFile id: String) -> [String] {
        guard let buildFile = object(id), let reference = buildFile["fileRef"] as? String,
              let file = object(reference) else { return [] }
        switch file["isa"] as? String {
        case "PBXVariantGroup":
            return (file["children"] as? [String] ?? []).compactMap { path(of: $0) }
        default:
            return path(of: reference).map { [$0] } ?? []
        }
    }

    /// The build settings of a target's or the project's first configuration.
    func buildSettings(of owner: [String: Any]) -> [String: Any] {
        guard let listID = owner["buildConfigurationList"] as? String, let list = object(listID),
              let first = (list["buildConfigurations"] as? [String])?.first, let configuration = object(first)
        else { return [:] }
        return configuration["buildSettings"] as? [String: Any] ?? [:]
    }

    func target(_ target: [String: Any], id: String, projectSettings: [String: Any]) -> XcodeTarget {
        var sources: [String] = [], resources: [String] = []
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = object(phaseID) else { continue }
            let files = (phase["files"] as? [String] ?? []).flatMap(files(ofBuildFile:))
            switch phase["isa"] as? String {
            case "PBXSourcesBuildPhase", "PBXHeadersBuildPhase": sources += files
            case "PBXResourcesBuildPhase": resources += files
            default: break
            }
        }
        let settings = buildSettings(of: target)
        let sdk = (settings["SDKROOT"] ?? projectSettings["SDKROOT"]) as? String
        let infoPlist = (settings["INFOPLIST_FILE"] as? String).flatMap(path(fromSetting:))
        var deploymentTargets: [String: String] = [:]
        for (name, value) in projectSettings.merging(settings, uniquingKeysWith: { $1 }) where name.hasSuffix("_DEPLOYMENT_TARGET") {
            if let value = value as? String { deploymentTargets[name] = value }
        }
        return XcodeTarget(
            name: target["name"] as? String ?? "", productType: target["productType"] as? String, sdk: sdk,
            sourceFiles: sources, resourceFiles: resources, infoPlist: infoPlist,
            synchronizedFolders: synchronizedFolders(of: target, id: id), deploymentTargets: deploymentTargets)
    }

    /// A path a build setting gives, relative to the project's folder or to `$(SRCROOT)`; `nil` when it names
    /// another variable.
    private func path(fromSetting value: String) -> String? {
        var value = value.trimmingCharacters(in: .whitespaces)
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where value.hasPrefix(prefix) {
            value.removeFirst(prefix.count)
        }
        guard !value.isEmpty, !value.contains("$") else { return nil }
        return PathJoining.join(rootFolder, value)
    }

    /// The target's synchronized folders, each with the files its exception sets for this target leave out.
    private func synchronizedFolders(of target: [String: Any], id: String) -> [XcodeTarget.SynchronizedFolder] {
        (target["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap { groupID in
            guard let group = object(groupID), let folder = path(of: groupID) else { return nil }
            var exceptions: Set<String> = []
            for exceptionID in group["exceptions"] as? [String] ?? [] {
                guard let set = object(exceptionID), set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      set["target"] as? String == id else { continue }
                for entry in set["membershipExceptions"] as? [String] ?? [] { exceptions.insert(PathJoining.join(folder, entry)) }
            }
            return XcodeTarget.SynchronizedFolder(path: folder, exceptions: exceptions)
        }
    }
}

/// Joins project paths as Xcode resolves them: `..` and `.` resolved, no doubled or trailing `/`.
enum PathJoining {
    static func join(_ base: String, _ path: String) -> String {
        let combined = path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
        let absolute = combined.hasPrefix("/")
        var parts: [Substring] = []
        for part in combined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                    continue
                }
                if absolute { continue }
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
