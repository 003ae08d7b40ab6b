import Foundation

/// How Xcode lays out the translations of an Interface Builder file, and so which file a strings file or String
/// Catalog belongs to: `P/xx.lproj/N.strings` to `P/<base>.lproj/N.xib|storyboard` (base: `Base`, else `en`, else
/// `English`; or `P/N.xib` when the IB file is not localized itself), `P/mul.lproj/N.xcstrings` and `P/N.xcstrings`
/// to the same file. `Base.lproj/N.strings` beside its IB file is a translation like any other.
/// `Localizable.strings` and `InfoPlist.strings` are code's tables, never an IB file's.
public enum TranslationPairing {
    /// The folders, in order of preference, that hold the development language's IB file.
    public static let baseFolders = ["Base.lproj", "en.lproj", "English.lproj"]

    /// The extensions of Interface Builder files, in the order a name is tried.
    public static let interfaceExtensions = ["storyboard", "xib"]

    /// Strings tables that belong to code, whatever their folder.
    public static let codeTables: Set<String> = ["Localizable", "InfoPlist", "LocalizableShortcuts", "AppShortcuts"]

    /// Whether `path` can be the translation of an IB file: a `.strings` file in an `.lproj` folder that is no code
    /// table, or a `.xcstrings` String Catalog.
    public static func isTranslationFile(_ path: String) -> Bool {
        let (folder, name, pathExtension) = parts(of: path)
        guard !codeTables.contains(name) else { return false }
        switch pathExtension {
        case "strings": return folder.lowercased().hasSuffix(".lproj")
        case "xcstrings": return true
        default: return false
        }
    }

    /// Whether `path` is a String Catalog.
    public static func isCatalog(_ path: String) -> Bool { parts(of: path).pathExtension == "xcstrings" }

    /// The language of a strings file: its `.lproj` folder's name (`de`, `pt-BR`, `Base`), or `nil` for a catalog.
    public static func language(of path: String) -> String? {
        let (folder, _, pathExtension) = parts(of: path)
        guard pathExtension == "strings", folder.lowercased().hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(".lproj".count))
    }

    /// The paths the IB file of translation `path` would have, most likely first. `mappedFolders` pairs translations
    /// kept elsewhere (a submodule's `external/xx.lproj`): a translation in a key folder (the folder holding its
    /// `.lproj`) is paired as if it lay in the value folder.
    public static func interfaceCandidates(for path: String, mappedFolders: [String: String] = [:]) -> [String] {
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 1 else { return [] }
        let (folder, name, _) = parts(of: path)
        var parent = Array(components.dropLast())
        if folder.lowercased().hasSuffix(".lproj") { parent.removeLast() }
        var root = parent.joined(separator: "/")
        if let mapped = mappedFolders[root] { root = mapped }
        let prefix = root.isEmpty && path.hasPrefix("/") ? "/" : (root.isEmpty ? "" : root + "/")
        var candidates: [String] = []
        for base in baseFolders {
            for pathExtension in interfaceExtensions { candidates.append(prefix + base + "/" + name + "." + pathExtension) }
        }
        for pathExtension in interfaceExtensions { candidates.append(prefix + name + "." + pathExtension) }
        return candidates
    }

    /// The translations of the IB file at `interfacePath` among `files` (paths in the same form): the strings files
    /// and catalogs whose first existing candidate, by `exists`, is that file.
    public static func translations(
        ofInterface interfacePath: String, among files: [String], mappedFolders: [String: String] = [:],
        exists: (String) -> Bool
    ) -> [String] {
        files.filter { file in
            isTranslationFile(file)
                && interfaceCandidates(for: file, mappedFolders: mappedFolders).first(where: exists) == interfacePath
        }
    }

    /// The strings files and catalogs directly in `folder` and in its `.lproj` folders: where the translations of
    /// the IB files of `folder` (and of its `.lproj` folders) are, by Xcode's layout. Sorted; not yet paired.
    public static func translationFiles(in folder: String) -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = (folder as NSString).appendingPathComponent(name)
            if name.lowercased().hasSuffix(".lproj") {
                files += ((try? manager.contentsOfDirectory(atPath: path)) ?? []).map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        return files.filter(isTranslationFile).sorted()
    }

    /// The folder that holds the translations of the IB file at `interfacePath`: its parent, or the parent of its
    /// `.lproj` folder.
    public static func translationRoot(ofInterface interfacePath: String) -> String {
        var components = interfacePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        components.removeLast()
        if let last = components.last, last.lowercased().hasSuffix(".lproj") { components.removeLast() }
        let joined = components.joined(separator: "/")
        return joined.isEmpty && interfacePath.hasPrefix("/") ? "/" : joined
    }

    /// The parent folder's name, the file's name without extension, and its lowercased extension.
    private static func parts(of path: String) -> (folder: String, name: String, pathExtension: String) {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        let file = components.last.map(String.init) ?? path
        let folder = components.count >= 2 ? String(components[components.count - 2]) : ""
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return (folder, file, "") }
        return (folder, String(file[..<dot]), file[file.index(after: dot)...].lowercased())
    }
}
