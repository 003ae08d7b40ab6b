import Foundation
import UIDescription

/// Decodes `Decodable` types from compiled nibs: what `ibtool` builds from XIBs and storyboards and ships in apps and
/// frameworks.
///
/// It reads `.nib` files (NIBArchive, or the older NSKeyedArchiver property list), `.nib` folders and `.storyboardc`
/// folders into the same `NodeDocument` model the XIB reader produces, in the document vocabulary, so the same
/// types decode from either:
///
/// ```swift
/// struct LoginViewController: Decodable {
///     let titleLabel: Label
///     let loginButton: Button
/// }
/// let login = try NIBDecoder().decode(LoginViewController.self, contentsOf: nibURL)
/// ```
///
/// A missing, unknown or mistyped outlet throws `UIDescriptionError` as it does for a XIB; positions in a nib are
/// byte offsets (`SourceLocation.isBinary`).
public struct NIBDecoder: SettingsHoldingDecoder, Sendable {
    /// The settings, shared with the other decoders (`DecoderSettings`): `decoder.unknownOutlets = .ignore`,
    /// `decoder.limits`.
    public var settings = DecoderSettings()

    /// Creates a `NIBDecoder` with the default settings.
    public init() {}

    /// Decodes `type` from the nib or `.storyboardc` folder at `url`: from the File's Owner of a nib, the initial
    /// view controller of a storyboard, or, with `object`, the object with that storyboard identifier, custom class,
    /// user label or id.
    public func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL, object: String? = nil) throws -> T {
        try document(contentsOf: url).decode(type, object: object, options: settings.options)
    }

    /// Decodes an `InterfaceOwner` (a type `uidesc generate swift` wrote) from what `ibtool` compiled its file into,
    /// below `folder` (a built product's resources): `Login.xib` is `Login.nib` and `Main.storyboard` is
    /// `Main.storyboardc`, looked for at the file's relative path, then by name in `folder` and in its
    /// `Base.lproj` (where Xcode puts the compiled files of a project's folders).
    public func decode<T: InterfaceOwner>(_ type: T.Type, inFolder folder: URL) throws -> T {
        let candidates = Self.compiledPaths(of: T.interfaceFile).map { folder.appendingPathComponent($0) }
        // None there: the error names the first place looked at.
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) ?? candidates.first else {
            return try decode(type, contentsOf: folder.appendingPathComponent(T.interfaceFile), object: T.interfaceObject)
        }
        return try decode(type, contentsOf: found, object: T.interfaceObject)
    }

    /// Where `ibtool` puts the compiled form of an interface file, relative to a product's resources: the file's own
    /// path with `.nib` for `.xib` and `.storyboardc` for `.storyboard` (a compiled file's as it is), then its name
    /// alone and in `Base.lproj`.
    package static func compiledPaths(of interfaceFile: String) -> [String] {
        let fileExtension = (interfaceFile as NSString).pathExtension
        let compiledExtension = fileExtension == "storyboard" || fileExtension == "storyboardc" ? "storyboardc" : "nib"
        let compiled = ((interfaceFile as NSString).deletingPathExtension as NSString).appendingPathExtension(compiledExtension) ?? interfaceFile
        let name = (compiled as NSString).lastPathComponent
        var paths = [compiled]
        for path in [name, "Base.lproj/" + name] where !paths.contains(path) { paths.append(path) }
        return paths
    }

    /// Decodes `type` from the bytes of a nib file.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, object: String? = nil) throws -> T {
        try document(from: data).decode(type, object: object, options: settings.options)
    }

    /// Decodes `type` from an already read document.
    public func decode<T: Decodable>(_ type: T.Type, from document: NodeDocument, object: String? = nil) throws -> T {
        try document.decode(type, object: object, options: settings.options)
    }

    /// The document of the bytes of a nib file (NIBArchive or keyed archive). `path`, when given, names it in errors.
    ///
    /// - Throws: `UIDescriptionError` at the byte offset of what is malformed.
    public func document(from data: Data, path: String? = nil) throws -> NodeDocument {
        try NIBReader(limits: settings.limits).read([UInt8](data), path: path)
    }

    /// The document of the nib file, `.nib` folder or `.storyboardc` folder at `url`.
    ///
    /// - Throws: `UIDescriptionError` naming the file and the byte offset of what is malformed.
    public func document(contentsOf url: URL) throws -> NodeDocument {
        try NIBReader(limits: settings.limits).open(url.isFileURL ? url.path : url.absoluteString)
    }
}

/// The front end for compiled nibs, beside the XIB reader: opens a nib file, a `.nib` folder or a `.storyboardc`
/// folder into a `NodeDocument` within `DocumentLimits`.
public struct NIBReader: Sendable {
    /// The limits applied: input size, element count, nesting depth, value size.
    public var limits: DocumentLimits
    /// Whether each object keeps the archived members no table translates on an `<archivedValues>` element
    /// (``archivedValuesElement``), so that nothing of the nib is out of reach. Off when writing a XIB, which has no
    /// place for them.
    public var keepsArchivedValues = true

    /// The element that holds an object's archived members without a counterpart in the document format: each an
    /// attribute named by its key (`NSvFlags="268"`), objects by `@id` or class.
    public static let archivedValuesElement = NIBVocabulary.archivedValuesElement

    /// What a XIB written from a nib cannot carry back, for `convert` to say.
    public static let decompileNote = "a compiled nib, read in the document format's vocabulary: objects with their classes and custom classes, frames, texts, titles, identifiers, images by name, colours, constraints, outlets, actions, bindings and segues are carried back; fonts, colours of other forms than components and system or catalog names (patterns, CMYK), images stored in the document, view flags and the other archived values, the First Responder's and layout guides' wiring, localization, and the source's tools version and deployment target are not"

    /// A reader within `limits`.
    public init(limits: DocumentLimits = .default) {
        self.limits = limits
    }

    /// The document format names of what this reader produces: `"nib"` for a nib, `"storyboardc"` for a compiled
    /// storyboard.
    public static let nibFormat = "nib"
    /// See ``nibFormat``.
    public static let storyboardFormat = "storyboardc"

    /// Whether `path` is something this reader opens: a `.nib` or `.storyboardc` path (file or folder), or a
    /// folder laid out as a compiled storyboard under another name (an `Info.plist` beside scene nibs).
    public static func isCompiledInterface(_ path: String) -> Bool {
        let lowered = path.lowercased().trimmingTrailingSlashes
        if lowered.hasSuffix(".nib") || lowered.hasSuffix(".storyboardc") { return true }
        return isCompiledStoryboardFolder(path)
    }

    private static func isCompiledStoryboardFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return false }
        return CompiledBundleFiles(folder: path).isCompiledStoryboard
    }

    /// Whether `path` holds a compiled document: a `.nib` or `.storyboardc` folder (see ``isCompiledInterface(_:)``),
    /// or a file whose bytes are a compiled nib (a legacy bundle's `designable.nib` is a XIB, and is not).
    public static func isCompiledDocument(atPath path: String) -> Bool {
        guard isCompiledInterface(path) else { return false }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return false }
        if isFolder.boolValue { return true }
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        return isCompiledNib([UInt8]((try? handle.read(upToCount: 1024)) ?? Data()))
    }

    /// Whether `bytes` (the whole file, or its first kilobyte) are a compiled nib: a NIBArchive, a binary property
    /// list, or an XML property list (an editable bundle's `keyedobjects.nib` in that form, where its
    /// `designable.nib` is a XIB).
    public static func isCompiledNib(_ bytes: [UInt8]) -> Bool {
        NIBArchive.isArchive(bytes) || BinaryPropertyList.isPropertyList(bytes) || XMLPropertyList.hasPlistRoot(bytes)
    }

    /// A document read from a nib, and what of the nib it could not hold: connectors of kinds the document format
    /// has no element for, connections whose ends are no objects of the nib, nibs nested too deep.
    public struct Translation: Sendable {
        /// The document.
        public var document: NodeDocument
        /// What was left out, one sentence each.
        public var leftOut: [String]
    }

    /// The document at `path`: a nib file, a `.nib` folder or a `.storyboardc` folder.
    ///
    /// - Throws: `UIDescriptionError` naming the file and the byte offset of what is malformed.
    public func open(_ path: String) throws -> NodeDocument {
        try translate(path).document
    }

    /// The document at `path` (see ``open(_:)``) with what its nib held that the document could not.
    ///
    /// - Throws: `UIDescriptionError` naming the file and the byte offset of what is malformed.
    public func translate(_ path: String) throws -> Translation {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw UIDescriptionError(.unreadable, "\(path): no such file or folder", at: .binary(file: path, offset: 0))
        }
        guard isFolder.boolValue else {
            return try translate(BoundedFileReader.read(path: path, limit: limits.effectiveMaximumInputBytes), path: path)
        }
        return try translate(bundle: CompiledBundleFiles(folder: path))
    }

    /// The document of a `.storyboardc` or `.nib` folder given in memory (read out of an app archive, say): `files`
    /// holds each of its files by its path relative to the folder (`Info.plist`, `Main.nib`,
    /// `Login.nib/keyedobjects.nib`), and `path` names the folder in errors and positions. It is read as
    /// ``open(_:)`` reads the folder on disk.
    ///
    /// - Throws: `UIDescriptionError` naming the file and the byte offset of what is malformed.
    public func read(files: [String: [UInt8]], path: String) throws -> NodeDocument {
        try translate(bundle: CompiledBundleFiles(path: path, files: files)).document
    }

    /// A compiled storyboard (a `.storyboardc` path, or an `Info.plist` beside nibs), else a `.nib` folder.
    private func translate(bundle files: CompiledBundleFiles) throws -> Translation {
        if files.path.lowercased().trimmingTrailingSlashes.hasSuffix(".storyboardc") || files.isCompiledStoryboard {
            return try StoryboardAssembly(files: files, limits: limits, keepsArchivedValues: keepsArchivedValues).translation()
        }
        let archive = try CompiledNib.archive(inFolder: "", of: files)
        return try translate(files.read(archive, limit: limits.effectiveMaximumInputBytes), path: files.path(of: archive))
    }

    /// The document of the nib in `bytes`, read from `path`.
    ///
    /// - Throws: `UIDescriptionError` at the byte offset of what is malformed.
    public func read(_ bytes: [UInt8], path: String?) throws -> NodeDocument {
        try translate(bytes, path: path).document
    }

    /// The document of the nib in `bytes` (see ``read(_:path:)``) with what the nib held that the document could not.
    ///
    /// - Throws: `UIDescriptionError` at the byte offset of what is malformed.
    public func translate(_ bytes: [UInt8], path: String?) throws -> Translation {
        let graph = try CompiledNib.graph(of: bytes, path: path, limits: limits)
        let translator = NIBTranslator(contents: try NibContents(graph: graph, path: path), path: path, limits: limits)
        translator.keepsArchivedValues = keepsArchivedValues
        // Written straight into the document, with no tree in between.
        let document = try TranslatedDocumentSink.build(path: path, format: Self.nibFormat, limits: limits, binary: true,
                                                        expectedElementCount: graph.objects.count, recording: "customModule") { sink in
            try translator.writeDocument(into: &sink)
        }
        return Translation(document: document, leftOut: translator.leftOut)
    }
}

private extension String {
    var trimmingTrailingSlashes: String {
        var text = Substring(self)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
