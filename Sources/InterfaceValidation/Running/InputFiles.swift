import DocumentOpening
import Foundation
import InterfaceLocalization
import InterfaceSources
import NIBDecoder
import ProjectMembership
import UIDescription

/// Finds the files a validation reads: Interface Builder documents and Swift / Objective-C sources below the
/// given paths, and the paths that do not exist or cannot be listed.
enum InputFiles {
    /// File extensions of Interface Builder documents.
    static let interfaceExtensions: Set<String> = ["xib", "storyboard"]

    /// Whether a path names an Interface Builder document by its extension.
    static func isInterfaceFile(_ path: String) -> Bool {
        isInterfaceName(path) || DocumentFormat.isLayout(path)
    }

    /// Whether a file name has the extension of a XIB or storyboard (JSON layouts are told by their contents).
    static func isInterfaceName(_ name: String) -> Bool {
        interfaceExtensions.contains(name.lowercasedPathExtension)
    }

    /// Whether a path is a `.nib`: a compiled nib, or a file of a legacy nib bundle (`MainMenu.nib/designable.nib`).
    static func isNib(_ path: String) -> Bool {
        path.lowercasedPathExtension == "nib"
    }

    /// Folder extensions of built products: `validate` given one (or a folder inside one) reads the compiled nibs and
    /// storyboards in it as documents. In a source tree, nibs are only names code loads.
    static let productExtensions: Set<String> = ["app", "framework", "appex", "bundle", "xpc", "saver", "prefpane", "plugin", "xctest"]

    /// Whether `path` is a built product or lies inside one.
    static func isInsideProduct(_ path: String) -> Bool {
        path.split(separator: "/").contains { productExtensions.contains(String($0).lowercasedPathExtension) }
    }

    /// Whether `path` names a compiled document itself: a `.storyboardc` folder, or a `.nib` file or folder.
    static func isCompiledDocument(_ path: String) -> Bool {
        NIBReader.isCompiledInterface(path)
    }

    /// The compiled document a listed file belongs to: the `.storyboardc` folder it is in, or its nib (see
    /// ``nibPath(of:)``); nil for other files and for the XIB source of a legacy nib bundle (`designable.nib`).
    static func compiledDocument(containing file: String) -> String? {
        if let range = file.range(of: ".storyboardc/", options: .caseInsensitive) {
            return String(file[..<range.lowerBound]) + ".storyboardc"
        }
        guard isNib(file), (file as NSString).lastPathComponent != "designable.nib" else { return nil }
        return nibPath(of: file)
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
        /// Strings files in `.lproj` folders and String Catalogs: the translations of IB files (interface walks only;
        /// for an IB file given by path, those beside it).
        var translations: [String] = []
    }

    /// The names of the files a run leaves out (`--exclude`), found without reading them or building their paths:
    /// the Interface Builder documents (nibs among them), which code can still name, and the sources, whose base
    /// names say which classes may be declared there.
    static func excludedNames(_ paths: [String]) -> (documents: [String], sources: [String]) {
        var names: [String] = []
        for path in paths.map(absolutePath) {
            switch kind(of: path) {
            case .missing: continue
            case .file: names.append((path as NSString).lastPathComponent)
            case .directory: names += FolderWalk.fileNames(below: path, bundleExtensions: ["nib"])
            }
        }
        var documents: [String] = [], sources: [String] = []
        for name in names {
            if isInterfaceName(name) || isNib(name) {
                documents.append(name)
            } else if SourceFile.language(forPath: name) != nil {
                sources.append(name)
            }
        }
        return (documents.sorted(), sources.sorted())
    }

    /// The Interface Builder documents at or below `paths`, as absolute paths, sorted and without duplicates,
    /// and a finding for each path that cannot be used.
    /// Files and folders in `excluded` are left out, and excluded folders are not listed.
    static func interfaceFiles(
        in paths: [String], excluding excluded: PathScope = PathScope([]), listings: FolderListings = FolderListings()
    ) -> Found {
        collect(in: paths, excluding: excluded, listings: listings, wanted: isInterfaceFile, keepingNibs: true) { file in
            SourceFile.language(forPath: file) == nil ? "not an Interface Builder file (.xib or .storyboard), a JSON layout nor a folder" : nil
        }
    }

    /// The Swift and Objective-C sources at or below `paths`, as absolute paths, sorted and without duplicates,
    /// and a finding for each path that cannot be used.
    static func sourceFiles(
        in paths: [String], excluding excluded: PathScope = PathScope([]), listings: FolderListings = FolderListings()
    ) -> Found {
        collect(in: paths, excluding: excluded, listings: listings, wanted: { SourceFile.language(forPath: $0) != nil }) { _ in nil }
    }

    /// The files below each folder a run lists, kept for the next question about the same folder: `validate` asks
    /// for the documents and for the sources below the same paths, and a large repository's folders are then walked
    /// once. A folder's listing holds every document, source, nib, information property list, translation and project
    /// file (`project.pbxproj`, `Package.swift`) outside excluded folders.
    final class FolderListings {
        private var listings: [String: [String]?] = [:]

        init() {}

        func files(below directory: String, excluding excluded: PathScope) -> [String]? {
            if let listed = listings[directory] { return listed }
            let listed = FolderWalk.files(below: directory, keeping: { path in
                !excluded.contains(path) && (InputFiles.isInterfaceFile(path) || SourceFile.language(forPath: path) != nil
                    || InfoPlistReferences.isInfoPropertyList(path) || InputFiles.isNib(path)
                    || TranslationPairing.isTranslationFile(path) || TargetMembership.isProjectFile(path))
            }, descending: { !excluded.contains($0) })?.map(\.path)
            listings[directory] = listed
            return listed
        }
    }

    /// The files at or below `paths` that `wanted` accepts, and the information property lists in the folders. A
    /// file given by path that is not wanted is a finding when `refusal` gives a reason, else passed over.
    private static func collect(
        in paths: [String], excluding excluded: PathScope, listings: FolderListings, wanted: (String) -> Bool,
        keepingNibs: Bool = false, refusal: (String) -> String?
    ) -> Found {
        // One folder's listing is already sorted and without duplicates; only files from several paths are merged.
        var files: [String] = []
        var propertyLists: [String] = []
        var nibs: [String] = []
        var translations: [String] = []
        var failures: [Finding] = []
        for path in paths {
            let absolute = absolutePath(path)
            if excluded.contains(absolute) { continue }
            switch kind(of: absolute) {
            case .missing:
                failures.append(unreadable(path, "no such file or directory"))
            case .file:
                if wanted(absolute) {
                    files.append(absolute)
                    if keepingNibs { translations += translationsBeside(absolute, excluding: excluded) }
                } else if keepingNibs && isNib(absolute) {
                    // A compiled nib given by path is read; it is also a name code loads.
                    files.append(absolute)
                    nibs.append(nibPath(of: absolute))
                } else if let reason = refusal(absolute) {
                    failures.append(unreadable(path, reason))
                }
            case .directory:
                if keepingNibs, isCompiledDocument(absolute) {
                    // A `.nib` or `.storyboardc` folder given by path is one compiled document.
                    files.append(absolute)
                    nibs.append(absolute)
                    continue
                }
                guard let listed = listings.files(below: absolute, excluding: excluded) else {
                    failures.append(unreadable(path, "cannot list the folder"))
                    continue
                }
                let readsCompiled = keepingNibs && isInsideProduct(absolute)
                var compiled: Set<String> = []
                for file in listed {
                    if readsCompiled, let document = compiledDocument(containing: file), compiled.insert(document).inserted {
                        files.append(document)
                    }
                    if wanted(file) {
                        files.append(file)
                    } else if isNib(file) {
                        if keepingNibs { nibs.append(nibPath(of: file)) }
                    } else if InfoPlistReferences.isInfoPropertyList(file) {
                        propertyLists.append(file)
                    } else if keepingNibs && TranslationPairing.isTranslationFile(file) {
                        translations.append(file)
                    }
                }
            }
        }
        func merged(_ found: [String]) -> [String] { paths.count > 1 ? Array(Set(found)).sorted() : found }
        // A nib bundle's files are one nib each, so nibs always are; a product's compiled documents come out of its
        // listing in the order of their files.
        if files.contains(where: isCompiledDocument) { files = Array(Set(files)).sorted() }
        return Found(files: merged(files), propertyLists: merged(propertyLists), failures: failures, nibs: Array(Set(nibs)).sorted(),
                     translations: Array(Set(translations)).sorted())
    }

    /// The strings files and catalogs in the folders where the translations of the IB file at `path` are kept (its
    /// folder, or its `.lproj` folder's parent, and that folder's `.lproj` folders): what `validate` on one IB file
    /// checks with it. Pairing them with their IB file is the translation check's.
    static func translationsBeside(_ path: String, excluding excluded: PathScope) -> [String] {
        TranslationPairing.translationFiles(in: TranslationPairing.translationRoot(ofInterface: path)).filter { !excluded.contains($0) }
    }

    /// `path` made absolute against the current directory and with `.` and `..` resolved (`FilePaths.absolute`).
    static func absolutePath(_ path: String) -> String { FilePaths.absolute(path) }

    /// Whether `path` names an existing folder.
    static func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }

    private enum Kind { case missing, file, directory }

    private static func kind(of path: String) -> Kind {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        return isDirectory.boolValue ? .directory : .file
    }

    private static func unreadable(_ path: String, _ reason: String) -> Finding {
        Finding(.unreadableInput, "cannot read `\(path)`: \(reason)", at: SourceLocation(file: path, line: 1, column: 1))
    }
}

