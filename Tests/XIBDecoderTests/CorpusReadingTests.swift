import Foundation
import Testing
import XIBDecoder

/// The XIB front end over every Interface Builder file of the shared corpus: each current-format
/// file reads and decodes as a `Document`; each file the manifest marks as broken or legacy
/// fails with the error of its kind, at a position.
@Suite("Corpus reading")
struct CorpusReadingTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus")

    struct Entry: Sendable, CustomStringConvertible {
        var directory: String
        var path: String
        var notes: String
        var description: String { "\(directory)/\(path)" }
    }

    /// The manifest's .xib and .storyboard rows.
    static let entries: [Entry] = {
        guard let manifest = try? String(contentsOf: corpus.appendingPathComponent("MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 8, fields[4] == "xib" || fields[4] == "storyboard" else { return nil }
            return Entry(directory: fields[0].replacingOccurrences(of: "/", with: "__"), path: fields[2], notes: fields[7])
        }
    }()

    @Test("Every Interface Builder file of the manifest reads, or fails as the manifest says")
    func everyFile() throws {
        #expect(Self.entries.count >= 100)
        var decoded = 0
        for entry in Self.entries {
            let url = Self.corpus.appendingPathComponent(entry.directory).appendingPathComponent(entry.path)
            let result = Result { try XIBDecoder().document(contentsOf: url) }
            let expected: UIDescriptionError.Kind?
            if entry.notes.contains("EMPTY-FILE") {
                expected = .emptyInput
            } else if entry.notes.contains("MERGE-CONFLICT-MARKERS") {
                expected = .mergeConflict
            } else if entry.notes.contains("archive-format") {
                expected = .legacyArchiveFormat
            } else {
                expected = nil
            }
            switch (result, expected) {
            case (.success(let document), nil):
                let typed = try XIBDecoder().decode(Document.self, from: document)
                #expect(typed.kind == (document.isStoryboard ? .storyboard : .xib), "\(entry)")
                decoded += 1
            case (.failure(let error as UIDescriptionError), let kind?):
                #expect(error.kind == kind, "\(entry): \(error)")
                #expect(error.location?.file == url.path && (error.location?.line ?? 0) >= 1, "\(entry): \(error)")
            case (.failure(let error), _):
                Issue.record("\(entry): \(error)")
            case (.success, let kind?):
                Issue.record("\(entry) read, but the manifest says \(kind)")
            }
        }
        #expect(decoded >= 100)
    }

    /// Every element's offset, in every readable corpus file, points at the `<` of its start tag
    /// followed by its name (the front end scans back from libxml2's cursor eight bytes at a time).
    @Test("Every element of every corpus file is placed at its start tag")
    func elementOffsetsPointAtStartTags() throws {
        var checked = 0
        for entry in Self.entries {
            let url = Self.corpus.appendingPathComponent(entry.directory).appendingPathComponent(entry.path)
            guard let document = try? XIBDecoder().document(contentsOf: url) else { continue }
            let bytes = try [UInt8](Data(contentsOf: url))
            for element in document.allElements {
                let offset = document.offset(of: element)
                let name = Array(document.name(of: element).utf8)
                let tag = bytes[offset..<min(bytes.count, offset + 1 + name.count)]
                #expect(Array(tag) == [UInt8(ascii: "<")] + name, "\(entry), element at byte \(offset)")
                checked += 1
            }
        }
        #expect(checked > 30_000)
    }

    /// Every element's line and column, in every readable corpus file, are those of its start tag,
    /// counted here from the file's bytes (`\n`, `\r\n` and `\r` end lines; columns count
    /// Unicode scalars from 1).
    @Test("Every element of every corpus file has its start tag's line and column")
    func elementLinesAndColumns() throws {
        var checked = 0
        for entry in Self.entries {
            let url = Self.corpus.appendingPathComponent(entry.directory).appendingPathComponent(entry.path)
            guard let document = try? XIBDecoder().document(contentsOf: url) else { continue }
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
