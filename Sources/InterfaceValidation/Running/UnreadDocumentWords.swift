import UIDescription

/// The words (runs of letters, digits and `_`) in Interface Builder documents that could not be parsed: a legacy
/// archive, a compiled or legacy nib, malformed XML. Such a document may instantiate and connect any class whose name
/// it holds, so ``UnconnectedMemberCheck`` does not report that class's outlets and actions as unconnected.
struct UnreadDocumentWords: Sendable {
    private var words: Set<String> = []

    /// No unread documents.
    static let none = UnreadDocumentWords()

    /// The words of the files at `paths` (a nib bundle folder: of the files in it), each read up to `limit` bytes,
    /// and the names of the documents at `excluded`, which are not read (`ProfileCell` for `ProfileCell.xib`: the
    /// class a nib is usually named after). A file that cannot be read adds nothing.
    init(paths: [String], namesOf excluded: [String] = [], limit: Int = DocumentLimits.default.maximumInputBytes) {
        for name in excluded.map(\.pathBaseName) where !name.isEmpty { words.insert(name) }
        for path in paths {
            for file in Self.files(at: path) {
                guard let bytes = try? BoundedFileReader.read(path: file, limit: limit) else { continue }
                Self.addWords(of: bytes, to: &words)
            }
        }
    }

    private init() {}

    /// Whether an unread document holds `name` as a word.
    func contains(_ name: String) -> Bool { words.contains(name) }

    var isEmpty: Bool { words.isEmpty }

    /// The file itself, or the `.nib` files inside a nib bundle folder.
    private static func files(at path: String) -> [String] {
        guard InputFiles.isDirectory(path) else { return [path] }
        return ["designable.nib", "keyedobjects.nib", "keyedobjects-101300.nib", "classes.nib", "info.nib", "objects.xib"]
            .map { path + "/" + $0 }
    }

    private static func addWords(of bytes: [UInt8], to words: inout Set<String>) {
        var start: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            let isWordByte = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
            if isWordByte {
                if start == nil { start = index }
            } else if let first = start {
                words.insert(String(decoding: bytes[first..<index], as: UTF8.self))
                start = nil
            }
        }
        if let first = start { words.insert(String(decoding: bytes[first...], as: UTF8.self)) }
    }
}
