import Foundation
import UIDescription

/// An XML property list read into the object model of ``BinaryPropertyList``: the form some editable nib bundles of
/// Interface Builder 3 keep their `keyedobjects.nib` in (an NSKeyedArchiver archive whose references are
/// `<dict><key>CF$UID</key><integer>N</integer></dict>`).
///
/// The grammar is the property list's own and nothing more: a prolog of `<?xml …?>`, comments and a `<!DOCTYPE>`
/// without an internal subset (no entity is defined or fetched), one `<plist>` holding one value; `<dict>`, `<array>`,
/// `<key>`, `<string>`, `<integer>`, `<real>`, `<date>`, `<data>`, `<true/>`, `<false/>`; the five predefined
/// entities and character references. Anything else is an error at its byte offset. Containers nest at most
/// `maximumDepth` deep, and the list holds at most `maximumElementCount` values.
enum XMLPropertyList {
    static let format = "XML property list"

    /// Whether `bytes` start (after a byte order mark and white space) as an XML document does: with an XML
    /// declaration, a `<!DOCTYPE plist` or a `<plist>` (``read(_:path:limits:)`` tells the rest).
    static func isPropertyList(_ bytes: [UInt8]) -> Bool {
        var reader = Reader(bytes: bytes, path: nil, limits: DocumentLimits())
        if reader.starts(with: "\u{FEFF}") { reader.offset = 3 }
        reader.skipSpace()
        return reader.starts(with: "<?xml") || reader.starts(with: "<!DOCTYPE plist") || reader.starts(with: "<plist")
    }

    /// Whether the first element of the XML document in `bytes` (past its prolog) is a `<plist>`.
    static func hasPlistRoot(_ bytes: [UInt8]) -> Bool {
        var reader = Reader(bytes: bytes, path: nil, limits: DocumentLimits())
        guard (try? reader.skipProlog()) != nil else { return false }
        return reader.starts(with: "<plist")
    }

    /// The list in `bytes`, and the bytes its data values are slices of: `bytes` followed by the decoded contents of
    /// its `<data>` elements.
    ///
    /// - Throws: `UIDescriptionError` (`.malformed("XML property list")`) at the byte offset of what is wrong, or
    ///   `.limitExceeded` past the depth or value count of `limits`.
    static func read(_ bytes: [UInt8], path: String?, limits: DocumentLimits) throws -> (list: BinaryPropertyList, storage: [UInt8]) {
        var reader = Reader(bytes: bytes, path: path, limits: limits)
        try reader.skipProlog()
        let rootStart = reader.offset
        if let (root, _) = try reader.startTag(), root != "plist" {
            throw reader.error("the XML document's root is <\(root)>, not a property list's <plist>", at: rootStart)
        }
        reader.offset = rootStart
        try reader.expectTag("plist")
        let top = try reader.readValue(depth: 0)
        reader.skipSpace()
        try reader.expect("</plist>")
        try reader.skipMisc()
        guard reader.offset == bytes.count else { throw reader.error("content after </plist>") }
        var storage = bytes
        storage.reserveCapacity(bytes.count + reader.decoded.count)
        storage += reader.decoded
        var objects = reader.objects
        // Data values were recorded as ranges of `decoded`: they are slices of the storage past the file's bytes.
        for (index, range) in reader.dataRanges {
            objects[index] = .data(storage[(bytes.count + range.lowerBound)..<(bytes.count + range.upperBound)])
        }
        return (BinaryPropertyList(objects: objects, offsets: reader.offsets, top: top, path: path), storage)
    }

    private struct Reader {
        let bytes: [UInt8]
        let path: String?
        let limits: DocumentLimits
        var offset = 0
        var objects: [BinaryPropertyList.Value] = []
        var offsets: [Int] = []
        /// The decoded bytes of every `<data>`, one after another, and where each data value's are (by its index).
        var decoded: [UInt8] = []
        var dataRanges: [(index: Int, range: Range<Int>)] = []

        init(bytes: [UInt8], path: String?, limits: DocumentLimits) {
            self.bytes = bytes
            self.path = path
            self.limits = limits
        }

        func error(_ message: String, at position: Int? = nil) -> UIDescriptionError {
            NIBFormatError.error(format: XMLPropertyList.format, message, path: path, offset: position ?? offset)
        }

        func starts(with text: String, at position: Int? = nil) -> Bool {
            let start = position ?? offset
            let utf8 = text.utf8
            guard bytes.count - start >= utf8.count else { return false }
            return bytes[start..<(start + utf8.count)].elementsEqual(utf8)
        }

        mutating func expect(_ text: String) throws {
            guard starts(with: text) else { throw error("expected \(text)") }
            offset += text.utf8.count
        }

        mutating func skipSpace() {
            while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        }

        /// Moves past `terminator`, which must come before the end; `what` names what it ends.
        mutating func skip(past terminator: String, _ what: String) throws {
            let utf8 = Array(terminator.utf8)
            let start = offset
            while offset <= bytes.count - utf8.count {
                if bytes[offset] == utf8[0], bytes[offset..<(offset + utf8.count)].elementsEqual(utf8) {
                    offset += utf8.count
                    return
                }
                offset += 1
            }
            throw error("\(what) is not closed", at: start)
        }

        /// White space, comments and processing instructions.
        mutating func skipMisc() throws {
            while true {
                skipSpace()
                if starts(with: "<!--") { try skip(past: "-->", "a comment"); continue }
                if starts(with: "<?") { try skip(past: "?>", "a processing instruction"); continue }
                return
            }
        }

        /// A byte order mark, the XML declaration, comments, and a `<!DOCTYPE>` without an internal subset.
        mutating func skipProlog() throws {
            if starts(with: "\u{FEFF}") { offset += 3 }
            try skipMisc()
            if starts(with: "<!DOCTYPE") {
                let start = offset
                while offset < bytes.count, bytes[offset] != UInt8(ascii: ">") {
                    guard bytes[offset] != UInt8(ascii: "[") else {
                        throw error("a DOCTYPE with an internal subset, which a property list never has", at: start)
                    }
                    offset += 1
                }
                guard offset < bytes.count else { throw error("the DOCTYPE is not closed", at: start) }
                offset += 1
                try skipMisc()
            }
        }

        /// A start tag `<name …>` (attributes passed over); whether it was empty (`<name/>`).
        @discardableResult
        mutating func expectTag(_ name: String) throws -> Bool {
            let start = offset
            guard let (tag, empty) = try startTag(), tag == name else { throw error("expected <\(name)>", at: start) }
            return empty
        }

        /// The start tag at the reader, if there is one: its name, and whether it is empty.
        mutating func startTag() throws -> (String, Bool)? {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<"), offset + 1 < bytes.count,
                  bytes[offset + 1] != UInt8(ascii: "/"), bytes[offset + 1] != UInt8(ascii: "!"), bytes[offset + 1] != UInt8(ascii: "?") else { return nil }
            let start = offset
            offset += 1
            let nameStart = offset
            while offset < bytes.count, !([0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[offset])) { offset += 1 }
            let name = String(decoding: bytes[nameStart..<offset], as: UTF8.self)
            var quote: UInt8?
            while offset < bytes.count {
                let byte = bytes[offset]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    offset += 1
                    return (name, bytes[offset - 2] == UInt8(ascii: "/"))
                } else if byte == UInt8(ascii: "<") {
                    break
                }
                offset += 1
            }
            throw error("the tag <\(name)> is not closed", at: start)
        }

        /// The text up to `</name>` (entities and character references decoded), past the end tag.
        mutating func text(until name: String) throws -> String {
            let start = offset
            var utf8: [UInt8] = []
            while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") {
                if bytes[offset] == UInt8(ascii: "&") {
                    utf8 += try reference()
                } else {
                    utf8.append(bytes[offset])
                    offset += 1
                }
                guard utf8.count <= limits.maximumValueBytes else {
                    throw UIDescriptionError(.limitExceeded(.valueBytes, limit: limits.maximumValueBytes),
                                             "\(XMLPropertyList.format): a value exceeds the maximumValueBytes limit of \(limits.maximumValueBytes)",
                                             at: .binary(file: path, offset: start))
                }
            }
            try expect("</\(name)>")
            let isUTF8 = utf8.withUnsafeBufferPointer { UTF8Validation.firstProblem(in: $0, allowingNUL: true) == nil }
            guard isUTF8 else { throw error("a <\(name)> that is not UTF-8", at: start) }
            return String(decoding: utf8, as: UTF8.self)
        }

        /// An entity or character reference at the reader, as UTF-8.
        mutating func reference() throws -> [UInt8] {
            let start = offset
            guard let end = bytes[offset...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw error("an unterminated reference") }
            let name = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
            offset = end + 1
            guard let character = XMLReferences.character(named: Substring(name)) else {
                throw error("the reference &\(name); is not one XML defines", at: start)
            }
            return Array(String(character).utf8)
        }

        /// Appends a value, returning its index (containers are appended first, then filled).
        mutating func append(_ value: BinaryPropertyList.Value, at position: Int) throws -> Int {
            guard objects.count < limits.maximumElementCount else {
                throw UIDescriptionError(.limitExceeded(.elementCount, limit: limits.maximumElementCount),
                                         "\(XMLPropertyList.format): more values than the maximumElementCount limit of \(limits.maximumElementCount)",
                                         at: .binary(file: path, offset: position))
            }
            objects.append(value)
            offsets.append(position)
            return objects.count - 1
        }

        /// The value at the reader (after white space and comments): its index.
        mutating func readValue(depth: Int) throws -> Int {
            try skipMisc()
            let start = offset
            guard depth < limits.maximumDepth else {
                throw UIDescriptionError(.limitExceeded(.depth, limit: limits.maximumDepth),
                                         "\(XMLPropertyList.format): containers nest beyond the maximumDepth limit of \(limits.maximumDepth)",
                                         at: .binary(file: path, offset: start))
            }
            guard let (name, empty) = try startTag() else { throw error("expected a value") }
            switch name {
            case "true", "false":
                if !empty { try expect("</\(name)>") }
                return try append(.bool(name == "true"), at: start)
            case "string", "key":
                return try append(.string(empty ? "" : try text(until: name)), at: start)
            case "integer":
                let text = empty ? "" : try text(until: name).trimmingCharacters(in: .whitespacesAndNewlines)
                let value = text.hasPrefix("0x") ? Int64(text.dropFirst(2), radix: 16) : Int64(text) ?? UInt64(text).map { Int64(bitPattern: $0) }
                guard let value else { throw error("the integer \"\(text.prefix(40))\" is not one", at: start) }
                return try append(.integer(value), at: start)
            case "real":
                let text = empty ? "" : try text(until: name).trimmingCharacters(in: .whitespacesAndNewlines)
                guard let value = Double(text) else { throw error("the real \"\(text.prefix(40))\" is not a number", at: start) }
                return try append(.real(value), at: start)
            case "date":
                let text = empty ? "" : try text(until: name).trimmingCharacters(in: .whitespacesAndNewlines)
                guard let date = ISO8601DateFormatter().date(from: text) else { throw error("the date \"\(text.prefix(40))\" is not ISO 8601", at: start) }
                return try append(.date(date.timeIntervalSinceReferenceDate), at: start)
            case "data":
                let text = empty ? "" : try text(until: name)
                guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else { throw error("a <data> that is not Base64", at: start) }
                let range = decoded.count..<(decoded.count + data.count)
                decoded += data
                let index = try append(.null, at: start)
                dataRanges.append((index, range))
                return index
            case "array":
                let index = try append(.array([]), at: start)
                guard !empty else { return index }
                var members: [Int] = []
                while true {
                    try skipMisc()
                    guard offset < bytes.count else { throw error("the file ends inside an <array>", at: start) }
                    if starts(with: "</array>") { offset += 8; break }
                    members.append(try readValue(depth: depth + 1))
                }
                objects[index] = .array(members)
                return index
            case "dict":
                let index = try append(.dictionary([]), at: start)
                guard !empty else { return index }
                var members: [(key: Int, value: Int)] = []
                while true {
                    try skipMisc()
                    guard offset < bytes.count else { throw error("the file ends inside a <dict>", at: start) }
                    if starts(with: "</dict>") { offset += 7; break }
                    let keyStart = offset
                    try expectTag("key")
                    offset = keyStart
                    let key = try readValue(depth: depth + 1)
                    members.append((key, try readValue(depth: depth + 1)))
                }
                // A keyed archive's reference: the dictionary's one member `CF$UID`, an integer.
                if members.count == 1, case .string("CF$UID") = objects[members[0].key], case .integer(let target) = objects[members[0].value],
                   target >= 0, target <= Int64(Int32.max) {
                    objects[index] = .uid(Int(target))
                } else {
                    objects[index] = .dictionary(members)
                }
                return index
            default:
                throw error("<\(name)> is no property list value", at: start)
            }
        }
    }
}
