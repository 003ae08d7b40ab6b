import Foundation
import InterfaceSources
import UIDescription

/// Finds the files a validation reads: Interface Builder documents and Swift / Objective-C sources below the
/// given paths, and the paths that do not exist or cannot be listed.
enum InputFiles {
    /// File extensions of Interface Builder documents.
    static let interfaceExtensions: Set<String> = ["xib", "storyboard"]

    /// Whether a path names an Interface Builder document by its extension.
    static func isInterfaceFile(_ path: String) -> Bool {
        interfaceExtensions.contains((path as NSString).pathExtension.lowercased()) || InterfaceDocuments.isLayout(path)
    }

    /// Whether a path is a `.nib`: a compiled nib, or a file of a legacy nib bundle (`MainMenu.nib/designable.nib`).
    static func isNib(_ path: String) -> Bool {
        (path as NSString).pathExtension.lowercased() == "nib"
    }

    /// The nib a `.nib` path loads as: the bundle folder for a file inside one (`MainMenu.nib` for
    /// `MainMenu.nib/keyedobjects.nib`), else the file itself.
    static func nibPath(of file: String) -> String {
        let folder = (file as NSString).deletingLastPathComponent
        return isNib(folder) ? folder : file
    }

    /// What one kind of walk found: the files it looks for, the information property lists met on the way (which
    /// name storyboards and nibs, see ``InfoPlistReferences``), and a finding for each path that cannot be used.
    struct Found {
        var files: [String]
        var propertyLists: [String]
        var failures: [Finding]
        /// Nibs in the folders (compiled, or legacy nib bundles): documents code can load by name, which cannot be
        /// read (interface walks only).
        var nibs: [String] = []
    }

    /// What a walk found, split into what a run reads and what it leaves out (`--exclude`).
    struct Partition {
        var kept: Found
        var excluded: Found
    }

    /// The walk's files and information property lists: those that `scope` does not contain, and those it does.
    /// Findings for paths that could not be used stay with the kept part.
    static func partition(_ found: Found, by scope: PathScope) -> Partition {
        func split(_ paths: [String]) -> (kept: [String], excluded: [String]) {
            var kept: [String] = [], excluded: [String] = []
            for path in paths {
                if scope.contains(path) { excluded.append(path) } else { kept.append(path) }
            }
            return (kept, excluded)
        }
        let files = split(found.files), lists = split(found.propertyLists), nibs = split(found.nibs)
        return Partition(
            kept: Found(files: files.kept, propertyLists: lists.kept, failures: found.failures, nibs: nibs.kept),
            excluded: Found(files: files.excluded, propertyLists: lists.excluded, failures: [], nibs: nibs.excluded))
    }

    /// The Interface Builder documents at or below `paths`, as absolute paths, sorted and without duplicates,
    /// and a finding for each path that cannot be used.
    static func interfaceFiles(in paths: [String]) -> Found {
        collect(in: paths, wanted: isInterfaceFile, keepingNibs: true) { file in
            SourceFile.language(forPath: file) == nil ? "not an Interface Builder file (.xib or .storyboard), a JSON layout nor a folder" : nil
        }
    }

    /// The Swift and Objective-C sources at or below `paths`, as absolute paths, sorted and without duplicates,
    /// and a finding for each path that cannot be used.
    static func sourceFiles(in paths: [String]) -> Found {
        collect(in: paths, wanted: { SourceFile.language(forPath: $0) != nil }) { _ in nil }
    }

    /// The files at or below `paths` that `wanted` accepts, and the information property lists in the folders. A
    /// file given by path that is not wanted is a finding when `refusal` gives a reason, else passed over.
    private static func collect(
        in paths: [String], wanted: (String) -> Bool, keepingNibs: Bool = false, refusal: (String) -> String?
    ) -> Found {
        var files: Set<String> = []
        var propertyLists: Set<String> = []
        var nibs: Set<String> = []
        var failures: [Finding] = []
        for path in paths {
            let absolute = absolutePath(path)
            switch kind(of: absolute) {
            case .missing:
                failures.append(unreadable(path, "no such file or directory"))
            case .file:
                if wanted(absolute) {
                    files.insert(absolute)
                } else if keepingNibs && isNib(absolute) {
                    nibs.insert(nibPath(of: absolute))
                } else if let reason = refusal(absolute) {
                    failures.append(unreadable(path, reason))
                }
            case .directory:
                guard let found = walk(absolute, keeping: {
                    wanted($0) || InfoPlistReferences.isInfoPropertyList($0) || (keepingNibs && isNib($0))
                })
                else {
                    failures.append(unreadable(path, "cannot list the folder"))
                    continue
                }
                for file in found {
                    if wanted(file) {
                        files.insert(file)
                    } else if keepingNibs && isNib(file) {
                        nibs.insert(nibPath(of: file))
                    } else {
                        propertyLists.insert(file)
                    }
                }
            }
        }
        return Found(files: files.sorted(), propertyLists: propertyLists.sorted(), failures: failures, nibs: nibs.sorted())
    }

    /// `path` made absolute against the current directory and with `.` and `..` resolved.
    static func absolutePath(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let joined = expanded.hasPrefix("/")
            ? expanded : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(expanded)
        return (joined as NSString).standardizingPath
    }

    /// Whether `path` names an existing folder.
    static func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }

    private enum Kind { case missing, file, directory }

    private static func kind(of path: String) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    /// The files below `directory` whose path `keep` accepts (``FolderWalk``); `nil` when the folder cannot be listed.
    private static func walk(_ directory: String, keeping keep: (String) -> Bool) -> [String]? {
        FolderWalk.files(below: directory, keeping: keep)?.map(\.path)
    }

    private static func unreadable(_ path: String, _ reason: String) -> Finding {
        Finding(.unreadableInput, "cannot read `\(path)`: \(reason)", at: SourceLocation(file: path, line: 1, column: 1))
    }
}

extension InputFiles.Found {
    /// This walk's findings split by `scope` (``InputFiles/partition(_:by:)``).
    func partitioned(by scope: PathScope) -> InputFiles.Partition { InputFiles.partition(self, by: scope) }
}
