import Foundation
import Testing
import TestSupport
import XIBDecoder

/// The XIB front end's positions over every readable Interface Builder file of the shared corpus. (That each
/// file reads, or fails as the manifest says, is `CorpusDocumentTests`.)
@Suite("Corpus reading")
struct CorpusReadingTests {
    /// Every element's offset, in every readable corpus file, points at the `<` of its start tag
    /// followed by its name (the front end scans back from libxml2's cursor eight bytes at a time).
    @Test("Every element of every corpus file is placed at its start tag")
    func elementOffsetsPointAtStartTags() throws {
        var checked = 0
        for (url, document) in Corpus.readableDocuments {
            let entry = Corpus.relativePath(url)
            let bytes = try [UInt8](Data(contentsOf: url))
            for element in document.allElements {
                let offset = document.offset(of: element)
                // A legacy archive's elements are translated: each is placed at the archive element it comes from.
                let name = Array((document.format == "xib-archive" ? Self.archiveTag(at: offset, in: bytes) : document.name(of: element)).utf8)
                let tag = bytes[offset..<min(bytes.count, offset + 1 + name.count)]
                #expect(Array(tag) == [UInt8(ascii: "<")] + name, "\(entry), element at byte \(offset)")
                checked += 1
            }
        }
        #expect(checked > 30_000)
    }

    /// The name of the archive element that starts at `offset` (`archive`, `data`, `object`), when one does.
    static func archiveTag(at offset: Int, in bytes: [UInt8]) -> String {
        let names = ["archive", "data", "object"]
        return names.first { bytes[offset...].starts(with: Array("<\($0)".utf8)) } ?? "(no archive element)"
    }

    /// Every element's line and column, in every readable corpus file, are those of its start tag,
    /// counted here from the file's bytes (`\n`, `\r\n` and `\r` end lines; columns count
    /// Unicode scalars from 1).
    @Test("Every element of every corpus file has its start tag's line and column")
    func elementLinesAndColumns() throws {
        var checked = 0
        for (url, document) in Corpus.readableDocuments {
            let entry = Corpus.relativePath(url)
            let bytes = try [UInt8](Data(contentsOf: url))
            var (position, line, column) = (0, 1, 1)
            for element in document.allElements {
                let offset = document.offset(of: element)
                guard offset >= position else { continue }
                while position < offset {
                    let byte = bytes[position]
                    if byte == 0x0A || (byte == 0x0D && (position + 1 >= bytes.count || bytes[position + 1] != 0x0A)) {
                        (line, column) = (line + 1, 1)
                    } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                        column += 1
                    }
                    position += 1
                }
                let location = document.location(of: element)
                #expect(location.line == line && location.column == column,
                        "\(entry), element at byte \(offset): \(location.line):\(location.column), expected \(line):\(column)")
                checked += 1
            }
        }
        #expect(checked > 30_000)
    }
}
