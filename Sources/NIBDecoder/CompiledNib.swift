import Foundation
import UIDescription

/// A compiled nib opened from disk or memory: the archive of one nib, whichever container it is in.
///
/// - A `.nib` file: a NIBArchive (`NIBArchive` magic) or an NSKeyedArchiver binary property list (`bplist00`).
/// - A `.nib` folder: the newest archive it holds (`keyedobjects-NNNNNN.nib` over `keyedobjects.nib`;
///   `runtime.nib` or `objects-NN.nib` for iOS device-specific bundles); its `designable.nib` is a XIB source and
///   is not read here.
enum CompiledNib {
    /// The graph of the archive in `bytes`.
    ///
    /// - Throws: `UIDescriptionError` at the byte offset of what is malformed.
    static func graph(of bytes: [UInt8], path: String?, limits: DocumentLimits) throws -> ArchivedObjectGraph {
        try limits.checkInputSize(bytes.count, path: path)
        if NIBArchive.isArchive(bytes) { return try NIBArchive(bytes: bytes, path: path, limits: limits).graph }
        if BinaryPropertyList.isPropertyList(bytes) {
            return try KeyedArchive.graph(of: BinaryPropertyList(bytes: bytes, path: path, limits: limits), bytes: bytes)
        }
        if XMLPropertyList.isPropertyList(bytes) {
            let (list, storage) = try XMLPropertyList.read(bytes, path: path, limits: limits)
            return try KeyedArchive.graph(of: list, bytes: storage)
        }
        if isTypedStream(bytes) {
            throw NIBFormatError.error(format: "compiled nib", "the file is a NeXT typedstream archive (an Interface Builder 2 nib's objects.nib), which this reader does not read; Interface Builder 3 and later save nibs as keyed archives",
                                       path: path, offset: 0)
        }
        throw NIBFormatError.error(format: "compiled nib", "the file is neither a NIBArchive nor a property list (it starts with neither \"NIBArchive\", \"bplist00\" nor an XML <plist>)",
                                   path: path, offset: 0)
    }

    /// Whether `bytes` are a NeXT typedstream archive (`\u{04}\u{0B}typedstream` or `streamtyped`).
    static func isTypedStream(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 13 && bytes[0] == 0x04 && bytes[1] == 0x0B
            && (bytes[2..<13].elementsEqual("typedstream".utf8) || bytes[2..<13].elementsEqual("streamtyped".utf8))
    }

    /// The archive file of the `.nib` folder `folder` of `files` (`""` when the bundle is the `.nib` folder): its path
    /// relative to the bundle.
    static func archive(inFolder folder: String, of files: CompiledBundleFiles) throws -> String {
        let names = files.names(in: folder).filter { files.isFile(CompiledBundleFiles.relativePath(of: $0, in: folder)) }
        func numbered(_ prefix: String) -> String? {
            names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".nib") }
                .max { Self.version(in: $0) < Self.version(in: $1) }
        }
        let chosen = numbered("keyedobjects-") ?? names.first { $0 == "keyedobjects.nib" } ?? numbered("objects-")
            ?? names.first { $0 == "runtime.nib" }
        guard let chosen else {
            let path = files.path(of: folder)
            if names.contains("objects.nib") {
                throw UIDescriptionError(.unreadable, "\(path): an Interface Builder 2 nib (its objects.nib is a NeXT typedstream archive, which this reader does not read; Interface Builder 3 and later save keyedobjects.nib)",
                                         at: .binary(file: path, offset: 0))
            }
            throw UIDescriptionError(.unreadable, "\(path): a .nib folder without keyedobjects.nib, runtime.nib or objects-*.nib",
                                     at: .binary(file: path, offset: 0))
        }
        return CompiledBundleFiles.relativePath(of: chosen, in: folder)
    }

    /// The number in `keyedobjects-101300.nib` or `objects-13.0+.nib`, for choosing the newest.
    private static func version(in name: String) -> Double {
        Double(name.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." }) ?? 0
    }
}
