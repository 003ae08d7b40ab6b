#if canImport(CLibXML2Reader)
import CLibXML2Reader
#elseif canImport(libxml2)
import libxml2
#endif

/// The floor: libxml2's `xmlReader` pulling every node of the document and doing nothing with it.
/// Every other row is reported as a multiple of this one.
public enum LibXML2ReaderFloor {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The parser options of uidesc's own front end that matter to speed (no network, CDATA as text),
    /// and no error printing (malformed files, as the corpus has, fail quietly: the caller reports them).
    private static let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
                                       | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// Reads every node; returns the number of elements (the timed row).
    public static func parse(_ input: BenchmarkInput) throws -> Int {
        var elements = 0
        try read(input) { reader in
            if xmlTextReaderNodeType(reader) == 1 { elements += 1 }
        }
        return elements
    }

    /// Reads every node and counts objects, constraints and outlets (the correctness check, untimed).
    public static func count(_ input: BenchmarkInput) throws -> ParseCounts {
        var counts = ParseCounts(elements: 0)
        try read(input) { reader in
            guard xmlTextReaderNodeType(reader) == 1, let name = xmlTextReaderConstLocalName(reader) else { return }
            let hasID = xmlTextReaderMoveToAttribute(reader, "id") == 1
            if hasID { _ = xmlTextReaderMoveToElement(reader) }
            counts.count(element: String(cString: name), hasID: hasID)
        }
        return counts
    }

    private static func read(_ input: BenchmarkInput, _ visit: (xmlTextReaderPtr) -> Void) throws {
        _ = initialized
        try input.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count < Int(Int32.max) else { throw PeerFailure(row: "libxml2 xmlReader", message: "empty or too large") }
            let start = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let reader = xmlReaderForMemory(start, Int32(buffer.count), nil, nil, options) else {
                throw PeerFailure(row: "libxml2 xmlReader", message: "xmlReaderForMemory failed")
            }
            defer { xmlFreeTextReader(reader) }
            while true {
                let status = xmlTextReaderRead(reader)
                if status == 1 { visit(reader); continue }
                if status == 0 { return }
                throw PeerFailure(row: "libxml2 xmlReader", message: "malformed XML")
            }
        }
    }
}

/// A row that could not read an input; the check reports it rather than hiding it.
public struct PeerFailure: Error, CustomStringConvertible {
    public var row: String
    public var message: String

    public init(row: String, message: String) {
        self.row = row
        self.message = message
    }

    public var description: String { "\(row): \(message)" }
}
