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
    /// - Throws: `UIDescriptionError` `.malformed` when the bytes are not a property list (at the line and column where
    ///   they stop being one) or not a project.
    public func read(_ data: Data, projectFolder: String) throws -> XcodeProject {
        let file = (projectFolder as NSString).appendingPathComponent("project.pbxproj")
        let plist = try Self.propertyList(Array(data), file: file)
        guard let objects = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string,
              let root = objects[rootID]?.dictionary, root["isa"]?.string == "PBXProject"
        else { throw Self.malformed("the property list is not an Xcode project (no `rootObject` of isa PBXProject)", file: file) }
        let base = (projectFolder as NSString).deletingLastPathComponent
        let rootFolder = PathJoining.join(base, root["projectDirPath"]?.string ?? "")
        let graph = ProjectObjects(objects: objects, rootFolder: rootFolder, projectFolder: projectFolder)
        let projectSettings = graph.buildSettings(of: root)
        let targets = (root["targets"]?.strings ?? []).compactMap { id -> XcodeTarget? in
            guard let target = graph.object(id) else { return nil }
            return graph.target(target, id: id, projectSettings: projectSettings)
        }
        let localized = graph.variantGroups.compactMap { id -> [String]? in
            guard let group = graph.object(id) else { return nil }
            let files = (group["children"]?.strings ?? []).compactMap { graph.path(of: $0) }
            return files.isEmpty ? nil : files
        }
        return XcodeProject(path: projectFolder, rootFolder: rootFolder, targets: targets, localizedFiles: localized)
    }

    /// The property list of a project file: old-style text (what Xcode writes) read by ``OldStylePropertyList``; XML
    /// or binary (what some tools write) by Foundation.
    static func propertyList(_ bytes: [UInt8], file: String) throws -> PropertyListValue {
        let start = bytes.prefix(64).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        guard start.starts(with: Array("<?xml".utf8)) || start.starts(with: Array("bplist".utf8)) || start.starts(with: Array("<plist".utf8)) else {
            do {
                return try OldStylePropertyList.parse(bytes, file: file)
            } catch let error as UIDescriptionError {
                throw UIDescriptionError(.malformed("Xcode project"), "the project file is not a property list: \(error.message)", at: error.location)
            }
        }
        do {
            return PropertyListValue(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
        } catch {
            throw malformed("the project file is not a property list (\(error.localizedDescription))", file: file)
        }
    }

    private static func malformed(_ message: String, file: String) -> UIDescriptionError {
        UIDescriptionError(.malformed("Xcode project"), message, at: SourceLocation(file: file, line: 1, column: 1))
    }
}

extension PropertyListValue {
    /// The value Foundation read (strings, arrays, dictionaries, data; numbers, dates and booleans as their text).
    init(_ object: Any) {
        switch object {
        case let string as String: self = .string(string)
        case let array as [Any]: self = .array(array.map(PropertyListValue.init))
        case let dictionary as [String: Any]: self = .dictionary(dictionary.mapValues(PropertyListValue.init))
        case let data as Data: self = .data(Array(data))
        default: self = .string("\(object)")
        }
    }
}

/// The objects of a project file, with each group's parent, for resolving paths.
private final class ProjectObjects {
    let objects: [String: PropertyListValue]
    let rootFolder: String
    /// The `.xcodeproj` folder, which each target names as its project.
    let projectFolder: String
    /// The group holding each object.
    let parents: [String: String]
    /// The variant groups (a localized file's localizations), in the order of their ids.
    let variantGroups: [String]
    /// The exception sets of synchronized folders, each with its folder's group.
    let exceptionSets: [(group: String, set: [String: PropertyListValue])]

    init(objects: [String: PropertyListValue], rootFolder: String, projectFolder: String) {
        self.objects = objects
        self.rootFolder = rootFolder
        self.projectFolder = projectFolder
        var parents: [String: String] = [:], exceptionSets: [(group: String, set: [String: PropertyListValue])] = []
        var variantGroups: [String] = []
        for (id, value) in objects {
            guard let object = value.dictionary else { continue }
            // Only synchronized folders have exception sets, and only groups children.
            for exception in object["exceptions"]?.strings ?? [] {
                if let set = objects[exception]?.dictionary { exceptionSets.append((id, set)) }
            }
            guard let children = object["children"]?.strings else { continue }
            if object["isa"]?.string == "PBXVariantGroup" { variantGroups.append(id) }
            for child in children { parents[child] = id }
        }
        self.parents = parents
        self.variantGroups = variantGroups.sorted()
        self.exceptionSets = exceptionSets.sorted { $0.group < $1.group }
    }

    func object(_ id: String) -> [String: PropertyListValue]? { objects[id]?.dictionary }

    /// The paths of the groups resolved so far (`nil` for one outside the repository).
    private var groupPaths: [String: String?] = [:]

    /// The path of a file reference or group, through the groups that hold it; `nil` for one outside the
    /// repository (the SDK, the build products, a custom source tree).
    func path(of id: String, depth: Int = 0) -> String? {
        if let known = groupPaths[id] { return known }
        guard depth < 64, let object = object(id) else { return nil }
        if object["children"] != nil {
            let path = resolvedPath(of: id, object, depth: depth)
            groupPaths[id] = .some(path)
            return path
        }
        return resolvedPath(of: id, object, depth: depth)
    }

    private func resolvedPath(of id: String, _ object: [String: PropertyListValue], depth: Int) -> String? {
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
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
        guard let buildFile = object(id), let reference = buildFile["fileRef"]?.string,
              let file = object(reference) else { return [] }
        switch file["isa"]?.string {
        case "PBXVariantGroup":
            return (file["children"]?.strings ?? []).compactMap { path(of: $0) }
        default:
            return path(of: reference).map { [$0] } ?? []
        }
    }

    /// The files an exception set of the synchronized folder `folder` names for the target `id`: for the folder's own
    /// target, files left out of it; for another target, files lent to it. None when the set is for another target.
    static func exceptionFiles(_ set: [String: PropertyListValue], in folder: String, for id: String) -> [String] {
        guard set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet", set["target"]?.string == id else { return [] }
        return (set["membershipExceptions"]?.strings ?? []).flatMap { exceptionPaths($0, in: folder) }
    }

    /// The files an exception entry of a synchronized folder names: a path below the folder, or, for
    /// `/Localized/ShareExtension/Share.xib`, each localization of that file (`ShareExtension/Base.lproj/Share.xib`,
    /// and those of the other `.lproj` folders there).
    static func exceptionPaths(_ entry: String, in folder: String) -> [String] {
        let prefix = "/Localized/"
        guard entry.hasPrefix(prefix) else { return [PathJoining.join(folder, entry)] }
        let relative = String(entry.dropFirst(prefix.count))
        let directory = PathJoining.join(folder, (relative as NSString).deletingLastPathComponent)
        let name = (relative as NSString).lastPathComponent
        let localizations = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".lproj") }
        return Set(["Base.lproj"] + localizations).sorted().map { PathJoining.join(directory, $0 + "/" + name) }
    }

    /// The extensions of files a target compiles rather than bundles.
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "c", "cc", "cpp", "h", "hpp", "metal"]

    /// The build settings of a target's or the project's first configuration.
    func buildSettings(of owner: [String: PropertyListValue]) -> [String: PropertyListValue] {
        guard let listID = owner["buildConfigurationList"]?.string, let list = object(listID),
              let first = list["buildConfigurations"]?.strings?.first, let configuration = object(first)
        else { return [:] }
        return configuration["buildSettings"]?.dictionary ?? [:]
    }

    func target(_ target: [String: PropertyListValue], id: String, projectSettings: [String: PropertyListValue]) -> XcodeTarget {
        var sources: [String] = [], resources: [String] = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = object(phaseID) else { continue }
            let files = (phase["files"]?.strings ?? []).flatMap(files(ofBuildFile:))
            switch phase["isa"]?.string {
            case "PBXSourcesBuildPhase", "PBXHeadersBuildPhase": sources += files
            case "PBXResourcesBuildPhase": resources += files
            default: break
            }
        }
        // A synchronized folder of another target whose exception set names this target lends it those files
        // (NetNewsWire's share extension takes two cells of the app's folder so).
        let ownGroups = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        for (group, set) in exceptionSets where !ownGroups.contains(group) {
            guard let folder = path(of: group) else { continue }
            for file in Self.exceptionFiles(set, in: folder, for: id) {
                if Self.sourceExtensions.contains((file as NSString).pathExtension.lowercased()) { sources.append(file) } else { resources.append(file) }
            }
        }
        let settings = buildSettings(of: target)
        let sdk = (settings["SDKROOT"] ?? projectSettings["SDKROOT"])?.string
        let infoPlist = settings["INFOPLIST_FILE"]?.string.flatMap(path(fromSetting:))
        var deploymentTargets: [String: String] = [:]
        for (name, value) in projectSettings.merging(settings, uniquingKeysWith: { $1 }) where name.hasSuffix("_DEPLOYMENT_TARGET") {
            if let value = value.string { deploymentTargets[name] = value }
        }
        return XcodeTarget(
            name: target["name"]?.string ?? "", productType: target["productType"]?.string, sdk: sdk,
            sourceFiles: sources, resourceFiles: resources, infoPlist: infoPlist,
            synchronizedFolders: synchronizedFolders(of: target, id: id), deploymentTargets: deploymentTargets,
            project: projectFolder)
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
    private func synchronizedFolders(of target: [String: PropertyListValue], id: String) -> [XcodeTarget.SynchronizedFolder] {
        (target["fileSystemSynchronizedGroups"]?.strings ?? []).compactMap { groupID in
            guard let group = object(groupID), let folder = path(of: groupID) else { return nil }
            let sets = (group["exceptions"]?.strings ?? []).compactMap(object)
            return XcodeTarget.SynchronizedFolder(path: folder, exceptions: Set(sets.flatMap { Self.exceptionFiles($0, in: folder, for: id) }))
        }
    }
}

/// Joins project paths as Xcode resolves them: `..` and `.` resolved, no doubled or trailing `/`.
enum PathJoining {
    static func join(_ base: String, _ path: String) -> String {
        let combined = path.hasPrefix("/") || base.isEmpty ? path : base + "/" + path
        if isClean(combined) { return combined }
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

    /// Whether a path is already as `join` writes it: no empty, `.` or `..` part, no trailing `/` (most are, and
    /// are returned as they are).
    private static func isClean(_ path: String) -> Bool {
        var utf8 = path.utf8[...]
        guard let first = utf8.first else { return false }
        if first == UInt8(ascii: "/") { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty else { return path == "/" }
        var partLength = 0, dots = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if partLength == 0 || partLength == dots && dots <= 2 { return false }
                partLength = 0
                dots = 0
            } else {
                partLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return partLength > 0 && !(partLength == dots && dots <= 2)
    }
}
