import Foundation
import Testing
import TestSupport
import XIBDecoder

/// Builders and readers shared by the security tests.
enum HostileInput {
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
    static let documentStart = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">"#

    /// A xib whose `<document>` holds `body`, the declaration on line 1 and `<document>` on line 2.
    static func xib(_ body: String, prolog: String = "") -> [UInt8] {
        Array((declaration + "\n" + prolog + documentStart + "\n" + body + "\n</document>\n").utf8)
    }

    /// Reads `bytes` and returns the error, or records an issue when the reader accepts them.
    static func readError(_ bytes: [UInt8], limits: DocumentLimits = .default, path: String? = "hostile.xib",
                          sourceLocation: Testing.SourceLocation = #_sourceLocation) -> UIDescriptionError? {
        do {
            _ = try XIBReader(limits: limits).read(bytes, path: path)
            Issue.record("the reader accepted the input", sourceLocation: sourceLocation)
        } catch let error as UIDescriptionError {
            return error
        } catch {
            Issue.record("the reader threw \(type(of: error)), not UIDescriptionError: \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    /// The 1-based line and column (in Unicode scalars) of the first occurrence of `needle`.
    static func position(of needle: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let range = text.range(of: needle) else { return nil }
        let before = text[..<range.lowerBound]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (line, before[lineStart...].unicodeScalars.count + 1)
    }
}

/// What the security tests read of the shared corpus: bytes, with the reader's own bounded reader.
extension Corpus {
    static func bytes(_ url: URL) throws -> [UInt8] {
        // Our own bounded reader: Foundation's Data(contentsOf:) leaks 4 KB on an empty file (LeakSanitizer).
        try BoundedFileReader.read(path: url.path, limit: 64 << 20)
    }

    /// Files the reader accepts (current document format, no conflict markers), smallest first.
    static let readableFiles: [(url: URL, bytes: [UInt8])] = {
        interfaceFiles.compactMap { url -> (URL, [UInt8])? in
            guard let bytes = try? Corpus.bytes(url), (try? XIBReader().read(bytes)) != nil else { return nil }
            return (url, bytes)
        }.sorted { $0.1.count < $1.1.count }
    }()

    /// The smallest readable file of at least `minimumBytes` bytes.
    static func smallFile(atLeast minimumBytes: Int) throws -> (url: URL, bytes: [UInt8]) {
        try #require(readableFiles.first { $0.bytes.count >= minimumBytes })
    }
}

/// Compares two documents element by element: names, attributes, text and line:column.
func sameContent(_ first: NodeDocument, _ second: NodeDocument) -> Bool {
    guard first.elementCount == second.elementCount else { return false }
    for (a, b) in zip(first.allElements, second.allElements) {
        guard first.name(of: a) == second.name(of: b),
              first.attributes(of: a).elementsEqual(second.attributes(of: b), by: { $0 == $1 }),
              first.text(of: a) == second.text(of: b),
              first.parent(of: a) == second.parent(of: b),
              first.location(of: a).line == second.location(of: b).line,
              first.location(of: a).column == second.location(of: b).column else { return false }
    }
    return true
}
