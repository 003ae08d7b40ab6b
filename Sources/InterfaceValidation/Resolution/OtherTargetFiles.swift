import InterfaceSources
import ProjectMembership

/// The source files of other targets, for a class that several targets declare under one name (an `AppDelegate`
/// or `ViewController` per app or demo target): an object whose module is one target's is checked against that
/// target's declaration and its members, not the others'.
///
/// Targets are told apart by folder names, as ``ModuleScope`` counts modules: a declaration is the module's when a
/// folder on its path has the module's name, or is named so that Xcode would make it that module name
/// (`App iOS` for `App_iOS`). When some declarations of a class are the module's and others are
/// not, the folders holding the others (and everything below them) are another target's, unless they also hold
/// one of the module's declarations; then only the other declaration's file is.
struct OtherTargetFiles: Sendable, Hashable {
    /// Folder paths ending in `/`.
    private(set) var folders: Set<String> = []
    private(set) var files: Set<String> = []

    /// Nothing excluded.
    static let none = OtherTargetFiles()

    var isEmpty: Bool { folders.isEmpty && files.isEmpty }

    /// Whether a member declared in `file` belongs to another target.
    func contains(_ file: String?) -> Bool {
        guard let file, !isEmpty else { return false }
        return files.contains(file) || folders.contains { file.hasPrefix($0) }
    }

    /// The other targets' files for the classes `classNames` (a class and its superclasses) seen from `module`.
    static func of(_ classNames: [String], module: String?, in index: SourceIndex) -> OtherTargetFiles {
        guard let module, !module.isEmpty else { return .none }
        var result = OtherTargetFiles()
        for name in classNames {
            let declarations = index.classes(named: name)
            guard declarations.count > 1 else { continue }
            var mine: [String] = []
            var others: [String] = []
            for path in declarations.compactMap(\.location.file) {
                if isInFolder(named: module, path) { mine.append(path) } else { others.append(path) }
            }
            guard !mine.isEmpty, !others.isEmpty else { continue }
            for path in others {
                let folder = folderPath(of: path)
                if !folder.isEmpty, !mine.contains(where: { $0.hasPrefix(folder) }) {
                    result.folders.insert(folder)
                } else {
                    result.files.insert(path)
                }
            }
        }
        return result
    }

    /// The other targets' files for the classes `classNames`, as the Xcode project says: of a class declared more
    /// than once, the declarations in files that a target lists but none of the document's targets (`targets`)
    /// builds. A file no target lists is no other target's.
    static func of(_ classNames: [String], targets: [XcodeTarget], membership: TargetMembership, in index: SourceIndex)
        -> OtherTargetFiles {
        var result = OtherTargetFiles()
        for name in classNames {
            let declarations = index.classes(named: name)
            guard declarations.count > 1 else { continue }
            for path in declarations.compactMap(\.location.file)
            where membership.isListed(path) && !membership.targets(containing: path).contains(where: targets.contains) {
                result.files.insert(path)
            }
        }
        return result
    }

    private static func isInFolder(named module: String, _ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0 == module || ModuleScope.moduleName(forFolder: $0) == module }
    }

    /// The folder of a file's path, ending in `/`; empty for a bare file name.
    private static func folderPath(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
