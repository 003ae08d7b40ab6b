import Foundation

/// The PostScript names of the fonts a font file holds (`OpenSans-Light` in `OpenSans-Light.ttf`): the names
/// Interface Builder writes in `<fontDescription name="…">`, read from the OpenType `name` table (name 6) of each font
/// of a `.ttf`, `.otf` or `.ttc` file. A file that is not a font, or is cut short, gives no names.
enum FontFile {
    /// The extensions of font files an app can register.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc", "dfont"]

    /// Font files larger than this are not read.
    static let maximumBytes = 64 * 1024 * 1024

    /// The PostScript names of the fonts in the file at `path`.
    static func postScriptNames(ofFileAt path: String) -> Set<String> {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, size <= maximumBytes,
              let data = FileManager.default.contents(atPath: path) else { return [] }
        return postScriptNames(in: [UInt8](data))
    }

    /// The PostScript names of the fonts in a font file's bytes.
    static func postScriptNames(in bytes: [UInt8]) -> Set<String> {
        let reader = BigEndianBytes(bytes: bytes)
        guard let tag = reader.uint32(at: 0) else { return [] }
        var fonts: [Int] = [0]
        if tag == 0x7474_6366 { // "ttcf": a collection, with each font's offset table.
            guard let count = reader.uint32(at: 8), count <= 1024 else { return [] }
            fonts = (0..<Int(count)).compactMap { reader.uint32(at: 12 + 4 * $0).map(Int.init) }
        }
        var names: Set<String> = []
        for font in fonts {
            guard let table = nameTable(in: reader, fontAt: font) else { continue }
            names.formUnion(postScriptNames(in: reader, nameTableAt: table))
        }
        return names
    }

    /// The offset of the `name` table of the font whose offset table is at `font`.
    private static func nameTable(in reader: BigEndianBytes, fontAt font: Int) -> Int? {
        guard let count = reader.uint16(at: font + 4), count <= 512 else { return nil }
        for index in 0..<Int(count) {
            let record = font + 12 + 16 * index
            guard let tag = reader.uint32(at: record) else { return nil }
            if tag == 0x6E61_6D65 { return reader.uint32(at: record + 8).map(Int.init) } // "name"
        }
        return nil
    }

    /// The PostScript names (name 6) of a `name` table: Unicode and Windows records in UTF-16, Macintosh ones in
    /// ASCII.
    private static func postScriptNames(in reader: BigEndianBytes, nameTableAt table: Int) -> Set<String> {
        guard let count = reader.uint16(at: table + 2), let storage = reader.uint16(at: table + 4) else { return [] }
        var names: Set<String> = []
        for index in 0..<Int(count) {
            let record = table + 6 + 12 * index
            guard let platform = reader.uint16(at: record), let nameID = reader.uint16(at: record + 6),
                  let length = reader.uint16(at: record + 8), let offset = reader.uint16(at: record + 10)
            else { break }
            guard nameID == 6, let slice = reader.slice(at: table + Int(storage) + Int(offset), count: Int(length)) else { continue }
            let text = Array(slice)
            let name: String?
            switch platform {
            case 0, 3:
                let units = stride(from: 0, to: text.count - 1, by: 2).map { UInt16(text[$0]) << 8 | UInt16(text[$0 + 1]) }
                name = String(decoding: units, as: UTF16.self)
            case 1:
                name = text.allSatisfy({ $0 < 0x80 }) ? String(decoding: text, as: UTF8.self) : nil
            default:
                name = nil
            }
            if let name, !name.isEmpty { names.insert(name) }
        }
        return names
    }
}

/// Reads big-endian numbers out of bytes, `nil` past the end.
private struct BigEndianBytes {
    let bytes: [UInt8]

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    func slice(at offset: Int, count: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, count >= 0, offset + count <= bytes.count else { return nil }
        return bytes[offset..<offset + count]
    }
}
