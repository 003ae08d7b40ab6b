#if canImport(CLibXML2)
import CLibXML2
#elseif canImport(libxml2)
import libxml2
#endif
import UIDescription

/// Reads XML with libxml2's SAX2 interface straight into a ``NodeDocumentBuilder``, hardened for
/// untrusted input: no network, no entity expansion, no DTD loading, no XInclude, a DOCTYPE is
/// refused, external entities are never loaded, and the input is read from memory only.
enum LibXML2Parser {
    /// What stopped a parse other than the document itself being malformed.
    enum Refusal {
        case doctype
        case xinclude
        case notInterfaceBuilder(root: String)
        case limit(LimitError)
    }

    /// The outcome of one parse: the document, or the first problem found.
    enum Outcome {
        case document(NodeDocument)
        case refused(Refusal, offset: Int)
        case malformed(message: String, line: Int, column: Int)
    }

    /// Parses UTF-8 `bytes`. `checkRoot` decides from the root element's name and `type`
    /// attribute whether to go on.
    static func parse(_ bytes: [UInt8], path: String?, format: String, limits: DocumentLimits,
                      checkRoot: @escaping (String, String?) -> Refusal?) -> Outcome {
        LibXML2Setup.ensureInitialized()
        let session = ParseSession(bytes: bytes, path: path, format: format, limits: limits, checkRoot: checkRoot)
        return bytes.withUnsafeBufferPointer { buffer -> Outcome in
            guard let base = buffer.baseAddress, buffer.count <= Int(Int32.max) else {
                return .malformed(message: "the input is empty or too large for the XML parser", line: 1, column: 1)
            }
            let rawBase = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let context = xmlCreateMemoryParserCtxt(rawBase, Int32(buffer.count)) else {
                return .malformed(message: "the XML parser could not be created", line: 1, column: 1)
            }
            defer { xmlFreeParserCtxt(context) }
            installHandlers(on: context)
            let unmanaged = Unmanaged.passUnretained(session)
            context.pointee._private = unmanaged.toOpaque()
            _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
                                                    | XML_PARSE_IGNORE_ENC.rawValue))
            _ = withExtendedLifetime(session) { xmlParseDocument(context) }
            if let refusal = session.refusal { return .refused(refusal.0, offset: refusal.1) }
            if let error = session.firstError { return .malformed(message: error.message, line: error.line, column: error.column) }
            if context.pointee.wellFormed == 0 {
                return .malformed(message: "the document is not well-formed XML", line: 1, column: 1)
            }
            if session.builder.elementCount == 0 {
                return .malformed(message: "the document has no root element", line: 1, column: 1)
            }
            // libxml2: 0 for standalone="no", 1 for "yes", negative when the declaration has none.
            session.builder.declaresStandaloneNo = context.pointee.standalone == 0
            return .document(session.builder.build())
        }
    }

    private static func installHandlers(on context: xmlParserCtxtPtr) {
        var handler = xmlSAXHandler()
        handler.initialized = 0xDEEDBEAF // XML_SAX2_MAGIC: use the namespace-aware SAX2 callbacks.
        handler.startElementNs = { context, localName, _, namespaceURI, _, _, attributeCount, _, attributes in
            guard let localName else { return }
            ParseSession.with(context) { session in
                if let namespaceURI, XInclude.isNamespace(namespaceURI) {
                    session.refuse(.xinclude)
                    return
                }
                session.startElement(localName, attributeCount: Int(attributeCount), attributes: attributes)
            }
        }
        handler.endElementNs = { context, _, _, _ in
            ParseSession.with(context) { session in
                session.textEnd = -1
                // libxml2 reports an end tag, and the end of an empty-element tag, with its cursor just past the `>`.
                session.builder.endElement(endOffset: session.cursorOffset() ?? -1)
            }
        }
        handler.characters = { context, characters, length in
            guard let characters, length > 0 else { return }
            ParseSession.with(context) { $0.appendText(characters, length: Int(length)) }
        }
        handler.cdataBlock = handler.characters
        handler.comment = { context, _ in
            ParseSession.with(context) { session in session.builder.noteComment() }
        }
        handler.internalSubset = { context, _, _, _ in
            ParseSession.with(context) { $0.refuse(.doctype) }
        }
        handler.serror = { userData, error in
            guard let error else { return }
            ParseSession.with(userData) { session in
                session.recordError(message: error.pointee.message, line: Int(error.pointee.line),
                                    column: Int(error.pointee.int2), level: error.pointee.level.rawValue)
            }
        }
        context.pointee.sax.pointee = handler
    }
}

/// The state of one parse, reachable from libxml2's callbacks through the context's `_private`.
private final class ParseSession {
    // A session is used by one parse on one thread, from libxml2's callbacks, which never overlap:
    // `@exclusivity(unchecked)` spares a dynamic exclusivity check on every callback's access.
    @exclusivity(unchecked) var builder: NodeDocumentBuilder
    let bytes: [UInt8]
    let limits: DocumentLimits
    let checkRoot: (String, String?) -> LibXML2Parser.Refusal?
    /// libxml2 interns names in its dictionary, so a name's pointer identifies it for the whole parse.
    @exclusivity(unchecked) private var nameCache = InternedNameTable()
    @exclusivity(unchecked) private var context: xmlParserCtxtPtr?
    /// The input offset just past the text reported last, while no tag has been reported since
    /// (-1 otherwise): where the next start tag's `<` is, unless markup without a callback (a
    /// comment, a processing instruction) comes between.
    @exclusivity(unchecked) var textEnd = -1
    /// Whether the root element has been reported (a stored flag: asking the builder for its
    /// element count copied the whole builder out of the session on every element).
    @exclusivity(unchecked) private var sawRoot = false
    @exclusivity(unchecked) private(set) var refusal: (LibXML2Parser.Refusal, Int)?
    @exclusivity(unchecked) private(set) var firstError: (message: String, line: Int, column: Int)?

    init(bytes: [UInt8], path: String?, format: String, limits: DocumentLimits,
         checkRoot: @escaping (String, String?) -> LibXML2Parser.Refusal?) {
        self.bytes = bytes
        self.limits = limits
        self.checkRoot = checkRoot
        builder = NodeDocumentBuilder(source: bytes, path: path, format: format, limits: limits,
                                      expectedElementCount: bytes.count / 90)
    }

    /// Runs `body` with the session of a callback. libxml2 passes the parser context as the
    /// callbacks' user data; the context holds the session, unretained, for the parse, which
    /// the session outlives (so the callback neither retains nor releases it).
    @inline(__always)
    static func with(_ userData: UnsafeMutableRawPointer?, _ body: (ParseSession) -> Void) {
        guard let userData else { return }
        let context = userData.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let privateData = context.pointee._private else { return }
        Unmanaged<ParseSession>.fromOpaque(privateData)._withUnsafeGuaranteedRef { session in
            session.context = context
            body(session)
        }
    }

    /// The byte offset of the `<` that starts the element being reported: libxml2 calls
    /// `startElementNs` with its cursor at the end of the start tag, so scan back from there.
    private func startTagOffset() -> Int {
        guard let cursor = cursorOffset() else { return 0 }
        var offset = min(max(cursor, 0), bytes.count - 1)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, offset >= 0 else { return 0 }
            // Eight bytes at a time while none of them is `<` (a start tag is mostly attribute text).
            while offset >= 8 {
                let word = UnsafeRawPointer(base + offset - 7).loadUnaligned(as: UInt64.self)
                if ByteSearch.containsByte(UInt8(ascii: "<"), in: word) { break }
                offset -= 8
            }
            while offset > 0 && base[offset] != UInt8(ascii: "<") { offset -= 1 }
            return offset
        }
    }

    /// The offset of the start tag named `name` when it begins right after the text reported
    /// last (indentation, in Interface Builder files, comes before nearly every start tag): a `<`
    /// there, then the name, then a space, `/` or `>`. `nil` otherwise (see ``startTagOffset()``).
    private func startTagAfterText(named name: UnsafePointer<xmlChar>) -> Int? {
        let start = textEnd
        guard start >= 0 else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            guard start < buffer.count, buffer[start] == UInt8(ascii: "<") else { return nil }
            var index = start + 1
            var nameIndex = 0
            while name[nameIndex] != 0 {
                guard index < buffer.count, buffer[index] == name[nameIndex] else { return nil }
                index += 1
                nameIndex += 1
            }
            guard index < buffer.count else { return nil }
            switch buffer[index] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: ">"): return start
            default: return nil
            }
        }
    }

    /// Whether the start tag just reported is closed by `>` or `/>` in the input. libxml2 reports
    /// a start tag with its cursor on that closing `>` or `/`, before consuming it.
    private func startTagIsComplete() -> Bool {
        guard let offset = cursorOffset(), offset >= 0 && offset < bytes.count else { return false }
        if bytes[offset] == UInt8(ascii: ">") { return true }
        return bytes[offset] == UInt8(ascii: "/") && offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: ">")
    }

    func startElement(_ localName: UnsafePointer<xmlChar>, attributeCount: Int,
                      attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard refusal == nil else { return }
        let offset = startTagAfterText(named: localName) ?? startTagOffset()
        textEnd = -1
        if !sawRoot {
            let name = String(cString: localName)
            var type: String?
            if let attributes {
                for index in 0..<attributeCount {
                    let field = attributes + index * 5
                    guard let attributeName = field[0], String(cString: attributeName) == "type",
                          let start = field[3], let end = field[4] else { continue }
                    type = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                }
            }
            if let refusal = checkRoot(name, type) {
                // A start tag cut off by the end of the input is reported while libxml2 goes on to
                // its own error (the file is truncated, not of another kind): refuse complete tags only.
                guard startTagIsComplete() else { return }
                self.refusal = (refusal, offset)
                stop()
                return
            }
            sawRoot = true
        }
        do {
            try builder.startElement(name: intern(localName), offset: offset)
            guard let attributes, attributeCount > 0 else { return }
            try addAttributes(attributeCount, attributes, window: inputWindow())
        } catch let error as LimitError {
            limitExceeded(error)
        } catch {
            stop()
        }
    }

    /// Adds the attributes libxml2 reports for a start tag (five pointers each: local name,
    /// prefix, URI, value start, value end) to the element just started.
    private func addAttributes(_ count: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>,
                               window: InputWindow?) throws {
        for index in 0..<count {
            let field = attributes + index * 5
            guard let name = field[0], let start = field[3], let end = field[4] else { continue }
            let value = UnsafeBufferPointer(start: start, count: end - start)
            if let offset = window?.inputOffset(of: start) {
                // Reported in place: the input's text verbatim, which the builder leaves there.
                try builder.addAttribute(name: intern(name), value: value, sourceOffset: offset)
            } else if value.contains(UInt8(ascii: "&")) {
                // Without XML_PARSE_NOENT (refused: entity expansion), libxml2 reports every `&`
                // of an attribute value (`&amp;`, `&#38;`) as the text `&#38;`: undo that.
                let decoded = Self.decodeAmpersands(value)
                try decoded.withUnsafeBufferPointer { try builder.addAttribute(name: intern(name), value: $0) }
            } else {
                try builder.addAttribute(name: intern(name), value: value)
            }
        }
    }

    /// libxml2's copy of the input: where it is in memory, and the input offset its start stands
    /// for. It holds the input's bytes unchanged (UTF-8, `XML_PARSE_IGNORE_ENC`), and libxml2
    /// reports attribute values and text in place when they are the input's text verbatim (no
    /// reference to replace, no whitespace or line end to normalise).
    private struct InputWindow {
        let base: UnsafePointer<xmlChar>
        let end: UnsafePointer<xmlChar>
        let consumed: Int

        /// The input offset of bytes libxml2 reports, if they lie in its copy of the input (the
        /// builder checks that the input holds them there before leaving them in place).
        @inline(__always)
        func inputOffset(of bytes: UnsafePointer<xmlChar>) -> Int? {
            bytes >= base && bytes < end ? consumed + (bytes - base) : nil
        }
    }

    private func inputWindow() -> InputWindow? {
        guard let input = context?.pointee.input, let base = input.pointee.base, let end = input.pointee.end else { return nil }
        return InputWindow(base: base, end: end, consumed: Int(input.pointee.consumed))
    }

    /// The input offset of libxml2's cursor (which may stand at the end of its copy of the input).
    func cursorOffset() -> Int? {
        guard let input = context?.pointee.input, let cursor = input.pointee.cur, let base = input.pointee.base else { return nil }
        return Int(input.pointee.consumed) + (cursor - base)
    }

    /// `&#38;` → `&`. In a value libxml2 reports, every `&` starts such a reference.
    static func decodeAmpersands(_ value: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let reference = Array("&#38;".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "&"), index + reference.count <= value.count,
               value[index..<(index + reference.count)].elementsEqual(reference) {
                output.append(UInt8(ascii: "&"))
                index += reference.count
            } else {
                output.append(value[index])
                index += 1
            }
        }
        return output
    }

    func appendText(_ characters: UnsafePointer<xmlChar>, length: Int) {
        guard refusal == nil else { return }
        let offset = inputWindow()?.inputOffset(of: characters)
        textEnd = offset.map { $0 + length } ?? -1
        do {
            try builder.appendText(UnsafeBufferPointer(start: characters, count: length), sourceOffset: offset)
        } catch let error as LimitError {
            limitExceeded(error)
        } catch {
            stop()
        }
    }

    private func intern(_ name: UnsafePointer<xmlChar>) -> Int32 {
        let key = UnsafeRawPointer(name)
        if let index = nameCache[key] { return index }
        let index = builder.intern(String(cString: name))
        nameCache.insert(key, index)
        return index
    }

    func refuse(_ refusal: LibXML2Parser.Refusal) {
        guard self.refusal == nil else { return }
        var offset = 0
        switch refusal {
        case .doctype:
            offset = LibXML2Parser.firstOffset(of: Array("<!DOCTYPE".utf8), in: bytes) ?? 0
        case .xinclude:
            offset = startTagOffset()
        default:
            break
        }
        self.refusal = (refusal, offset)
        stop()
    }

    private func limitExceeded(_ error: LimitError) {
        guard refusal == nil else { return }
        refusal = (.limit(error), error.offset)
        stop()
    }

    func recordError(message: UnsafeMutablePointer<CChar>?, line: Int, column: Int, level: UInt32) {
        // Warnings (level 1) are not errors; the first error is the useful one.
        guard level >= 2, firstError == nil, refusal == nil else { return }
        var text = message.map { String(cString: $0) } ?? "malformed XML"
        while text.last?.isNewline == true || text.last == " " { text.removeLast() }
        // libxml2's own hard limits, which apply whatever the configured ones: report them as the limit they enforce.
        if text.hasPrefix("Excessive depth in document") {
            let offset = startTagOffset()
            refusal = (.limit(LimitError(limit: .depth, value: min(limits.maximumDepth, 256), offset: offset)), offset)
            return
        }
        if text.hasPrefix("AttValue length too long") {
            let offset = startTagOffset()
            refusal = (.limit(LimitError(limit: .valueBytes, value: min(limits.maximumValueBytes, 10_000_000), offset: offset)), offset)
            return
        }
        firstError = (text, max(line, 1), max(column, 1))
    }

    private func stop() {
        if let context { xmlStopParser(context) }
    }
}

extension LibXML2Parser {
    /// The offset of the first occurrence of `needle` in `haystack`.
    static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// The XInclude namespaces, whose elements are refused (libxml2 never processes them without
/// `XML_PARSE_XINCLUDE`, which is not set; refusing says so plainly).
private enum XInclude {
    static func isNamespace(_ uri: UnsafePointer<xmlChar>) -> Bool {
        let value = String(cString: uri)
        return value == "http://www.w3.org/2001/XInclude" || value == "http://www.w3.org/2003/XInclude"
    }
}

/// One-time, process-wide libxml2 set-up: initialise the library and refuse every external entity.
enum LibXML2Setup {
    private static let initialized: Bool = {
        xmlInitParser()
        // Never load anything from outside the input, whatever the document asks for.
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    static func ensureInitialized() {
        _ = initialized
    }
}

/// Interned names by libxml2's name pointer: an open-addressing table, because a `Dictionary`
/// hashes every look-up with SipHash and the parser asks once per element and per attribute.
/// Room for 256 names (half full) up front: Interface Builder files use one or two hundred.
struct InternedNameTable {
    private var keys: [UnsafeRawPointer?] = Array(repeating: nil, count: 512)
    private var values: [Int32] = Array(repeating: 0, count: 512)
    private var count = 0

    subscript(key: UnsafeRawPointer) -> Int32? {
        var slot = Self.slot(of: key, in: keys.count)
        while let found = keys[slot] {
            if found == key { return values[slot] }
            slot = (slot + 1) & (keys.count - 1)
        }
        return nil
    }

    mutating func insert(_ key: UnsafeRawPointer, _ value: Int32) {
        if (count + 1) * 2 > keys.count { grow() }
        var slot = Self.slot(of: key, in: keys.count)
        while let found = keys[slot], found != key { slot = (slot + 1) & (keys.count - 1) }
        if keys[slot] == nil { count += 1 }
        keys[slot] = key
        values[slot] = value
    }

    private mutating func grow() {
        let old = zip(keys, values)
        keys = Array(repeating: nil, count: keys.count * 2)
        values = Array(repeating: 0, count: keys.count)
        count = 0
        for case let (key?, value) in old { insert(key, value) }
    }

    private static func slot(of key: UnsafeRawPointer, in capacity: Int) -> Int {
        let bits = UInt(bitPattern: key)
        return Int(truncatingIfNeeded: (bits >> 4) &* 0x9E37_79B9_7F4A_7C15 >> 40) & (capacity - 1)
    }
}
