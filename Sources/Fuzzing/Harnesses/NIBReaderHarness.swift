import NIBDecoder
import XIBDecoder

/// The compiled-nib front end on arbitrary bytes, seeded with the nibs of `../shared/nib`: every input gives a
/// consistent document whose positions are byte offsets inside it, or a ``UIDescriptionError`` at a byte offset;
/// a document it gives decodes into the harness's types, and the XIB written from it reads back. Never a crash, a
/// hang or a leak.
///
/// An input that starts with ``bundleMagic`` is a folder's files (a `.storyboardc` with its `Info.plist` and scene
/// nibs, a `.nib` folder) packed one after another (``packedFiles(_:)``), read with `NIBReader.read(files:path:)`: the
/// storyboard assembly is fuzzed as the single nibs are.
public enum NIBReaderHarness {
    /// The first bytes of a packed folder.
    public static let bundleMagic = Array("uidesc-bundle\n".utf8)
    /// The most files a packed folder gives (the rest of the input is ignored).
    static let maximumPackedFiles = 64

    public static func run(_ bytes: [UInt8]) {
        if bytes.starts(with: bundleMagic) {
            let files = packedFiles(bytes)
            return check(inputSize: files.values.map(\.count).max() ?? 0, errorsHaveOffsets: false) { reader in
                try reader.read(files: files, path: "fuzz.storyboardc")
            }
        }
        check(inputSize: bytes.count, errorsHaveOffsets: true) { reader in try reader.read(bytes, path: "fuzz.nib") }
    }

    /// What `read` gives, with each limit and with archived values kept or not: a consistent document whose XIB
    /// reads back, or a `UIDescriptionError` (at a byte offset of the input, when `errorsHaveOffsets`: an error about
    /// a folder as a whole, a storyboard without its `Info.plist`, has none).
    private static func check(inputSize: Int, errorsHaveOffsets: Bool, read: (NIBReader) throws -> NodeDocument) {
        for limits in [DocumentLimits.default, XIBReaderHarness.limits] {
            for keepsArchivedValues in [true, false] {
                var reader = NIBReader(limits: limits)
                reader.keepsArchivedValues = keepsArchivedValues
                let document: NodeDocument
                do {
                    document = try read(reader)
                } catch let error as UIDescriptionError {
                    FuzzCheck.reported(error)
                    if errorsHaveOffsets {
                        FuzzCheck.require(error.location?.isBinary == true, "a nib error without a byte offset: \(error)")
                    }
                    continue
                } catch {
                    FuzzCheck.fail("NIBReader threw \(type(of: error)), not UIDescriptionError: \(error)")
                }
                DocumentConsistency.check(document, inputSize: inputSize, limits: limits)
                guard limits == .default, !keepsArchivedValues else { continue }
                DecoderHarness.decodeAll(document)
                let xml = XIBWriter().xml(for: document)
                do {
                    _ = try XIBReader().read(Array(xml.utf8), path: "fuzz.xib")
                } catch {
                    FuzzCheck.fail("the XIB written from a nib does not read back: \(error)")
                }
            }
        }
    }
}

extension NIBReaderHarness {
    /// The files of a packed folder: after ``bundleMagic``, each file is a byte giving its name's length, the name
    /// (UTF-8), four bytes giving its length (little-endian) and its bytes. A file cut short keeps what there is.
    public static func packedFiles(_ bytes: [UInt8]) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var index = bundleMagic.count
        while index < bytes.count, files.count < maximumPackedFiles {
            let nameLength = Int(bytes[index])
            index += 1
            let nameEnd = min(index + nameLength, bytes.count)
            let name = String(decoding: bytes[index..<nameEnd], as: UTF8.self)
            index = nameEnd
            var length = 0
            for shift in 0..<4 where index < bytes.count {
                length |= Int(bytes[index]) << (8 * shift)
                index += 1
            }
            let end = min(index + length, bytes.count)
            files[name] = Array(bytes[index..<end])
            index = end
        }
        return files
    }

    /// `files` packed as ``packedFiles(_:)`` reads them (names of at most 255 bytes).
    public static func pack(_ files: [String: [UInt8]]) -> [UInt8] {
        var bytes = bundleMagic
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let utf8 = Array(name.utf8.prefix(255))
            bytes.append(UInt8(utf8.count))
            bytes += utf8
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: contents.count >> (8 * $0)) }
            bytes += contents
        }
        return bytes
    }
}
