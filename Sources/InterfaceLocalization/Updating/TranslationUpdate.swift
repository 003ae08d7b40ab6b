import Foundation
import UIDescription

/// Brings every translation of some IB files up to date: each strings file and String Catalog that belongs to one of
/// them (``TranslationPairing``) is updated against the texts ibtool would extract today (``StringsFileUpdater``,
/// ``StringCatalogUpdater``). What `uidesc strings update` does; nothing is written until ``FileChange/write()``.
///
/// ```swift
/// let update = TranslationUpdate(newKeys: .base)
/// let outcome = update.outcome(forInterfacePaths: ["App/Base.lproj/Main.storyboard"]) { path in
///     try XIBDecoder().document(contentsOf: URL(fileURLWithPath: path))
/// }
/// for change in outcome.changes { try change.write() }
/// ```
public struct TranslationUpdate: Sendable {
    /// A translation whose bytes an update changes.
    public struct FileChange: Sendable, Hashable {
        /// The strings file or catalog.
        public let path: String
        /// Its bytes now.
        public let original: [UInt8]
        /// Its bytes brought up to date.
        public let updated: [UInt8]

        /// Writes the updated bytes over the file.
        public func write() throws {
            try Data(updated).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }

    /// What a new key's translation is in strings files.
    public var newKeys: StringsFileUpdater.NewKeys
    /// Folders of translations kept apart from their IB files, mapped to the folder they stand for (absolute paths).
    public var mappedFolders: [String: String]

    /// An update filling new keys with `newKeys`.
    public init(newKeys: StringsFileUpdater.NewKeys = .base, mappedFolders: [String: String] = [:]) {
        self.newKeys = newKeys
        self.mappedFolders = mappedFolders
    }

    /// The IB files at or below `paths` (a file given by path is taken as it is).
    public static func interfaceFiles(in paths: [String]) -> [String] {
        var found: [String] = []
        for path in paths {
            let standardized = (path as NSString).standardizingPath
            if let listed = FolderWalk.files(below: standardized, keeping: { isInterfaceFile($0) }) {
                found += listed.map(\.path)
            } else {
                found.append(standardized)
            }
        }
        return Array(Set(found)).sorted()
    }

    /// What an update would do: the files it changes, and the files it cannot read (nothing is written over a
    /// file that was not understood; each failure is an error with its position).
    public struct Outcome: Sendable {
        /// The translations whose bytes change; unchanged files are left out.
        public var changes: [FileChange] = []
        /// The IB files and translations that could not be read, with why.
        public var failures: [Failure] = []
    }

    /// A file an update could not read.
    public struct Failure: Sendable, Hashable, CustomStringConvertible {
        /// The file.
        public let path: String
        /// Why, with the position when there is one (`path:line:column: message`).
        public let message: String

        init(path: String, error: any Error) {
            self.path = path
            if let error = error as? UIDescriptionError {
                message = "\(error.location.map(String.init(describing:)) ?? path): \(error.message)"
            } else {
                message = "\(path): \(error.localizedDescription)"
            }
        }

        /// The message.
        public var description: String { message }
    }

    /// The changes an update makes to the translations of the IB files at `interfacePaths`, each read by `reading`.
    public func outcome(forInterfacePaths interfacePaths: [String], reading: (String) throws -> NodeDocument) -> Outcome {
        var outcome = Outcome()
        for interface in interfacePaths {
            let translations = translations(of: interface)
            guard !translations.isEmpty else { continue }
            let audit: TranslationAudit
            do {
                audit = TranslationAudit(document: try reading(interface))
            } catch {
                outcome.failures.append(Failure(path: interface, error: error))
                continue
            }
            for path in translations {
                do {
                    if let change = try change(of: path, against: audit, interface: interface) { outcome.changes.append(change) }
                } catch {
                    outcome.failures.append(Failure(path: path, error: error))
                }
            }
        }
        return outcome
    }

    /// The change the update makes to one translation, or `nil` when it is up to date.
    private func change(of path: String, against audit: TranslationAudit, interface: String) throws -> FileChange? {
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        let updated: [UInt8]
        if TranslationPairing.isCatalog(path) {
            let catalog = try StringCatalogReader().read(original, path: path)
            updated = StringCatalogUpdater().updated(catalog, against: audit).bytes()
        } else {
            let file = try StringsFileReader().read(original, path: path)
            updated = StringsFileUpdater(newKeys: newKeys).updatedBytes(
                of: file, against: audit, isDevelopmentLanguage: Self.isDevelopmentLanguage(path, of: interface))
        }
        return updated == original ? nil : FileChange(path: path, original: original, updated: updated)
    }

    /// The strings files and catalogs that belong to the IB file at `interface`: those beside it, and in the folders
    /// mapped to its folder.
    public func translations(of interface: String) -> [String] {
        let root = TranslationPairing.translationRoot(ofInterface: interface)
        let folders = Set([root] + mappedFolders.filter { $0.value == root }.map(\.key)).sorted()
        return TranslationPairing.translations(
            ofInterface: interface, among: folders.flatMap(TranslationPairing.translationFiles(in:)),
            mappedFolders: mappedFolders
        ) { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether the strings file at `path` is the development language's own: `Base.lproj`, or the `.lproj` that
    /// holds the IB file.
    static func isDevelopmentLanguage(_ path: String, of interface: String) -> Bool {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let interfaceFolder = ((interface as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return folder == "Base.lproj" || (folder.hasSuffix(".lproj") && folder == interfaceFolder)
    }

    private static func isInterfaceFile(_ path: String) -> Bool {
        let pathExtension = (path as NSString).pathExtension.lowercased()
        return TranslationPairing.interfaceExtensions.contains(pathExtension)
    }
}
