/// Which parts of a document typed models read during one decode: the elements a typed model
/// opened (not those kept whole as ``Node``) and the attributes read by a key.
///
/// Made by ``NodeDocument/decodeRecordingCoverage(_:object:options:)``; it shows what a model
/// leaves to ``Node`` or does not read at all, so the next gap in the models is visible.
public struct DecodingCoverage: Sendable {
    /// The document that was decoded.
    public let document: NodeDocument
    private let typed: [Bool]
    private let read: [Bool]

    init(document: NodeDocument, recorder: CoverageRecorder) {
        self.document = document
        typed = recorder.typedElements
        read = recorder.readAttributes
    }

    /// Whether a typed model (not a ``Node`` snapshot) decoded the element.
    public func isTyped(_ element: ElementID) -> Bool { typed[Int(element.index)] }

    /// Whether a typed model read the element's attribute `name` by a key.
    public func isRead(attribute name: String, of element: ElementID) -> Bool {
        guard let index = document.attributeIndex(name, of: element) else { return false }
        return read[index]
    }

    /// The number of elements in the document.
    public var elementCount: Int { typed.count }
    /// The number of elements a typed model decoded.
    public var typedElementCount: Int { typed.lazy.filter { $0 }.count }
    /// The number of attributes in the document.
    public var attributeCount: Int { read.count }
    /// The number of attributes a typed model read.
    public var readAttributeCount: Int { read.lazy.filter { $0 }.count }

    /// The elements no typed model decoded, in document order.
    public var untypedElements: [ElementID] {
        typed.indices.filter { !typed[$0] }.map { ElementID(Int32($0)) }
    }

    /// The attributes no typed model read, as (element, attribute name), in document order.
    public var unreadAttributes: [(element: ElementID, name: String)] {
        document.allElements.flatMap { element in
            document.attributeRange(of: element).filter { !read[$0] }.map { (element, document.attributeName(at: $0)) }
        }
    }
}

/// The bookkeeping behind ``DecodingCoverage``: present in ``DecodingState`` only when a caller asks
/// for coverage, so a normal decode pays one `nil` check per hook.
final class CoverageRecorder {
    private(set) var typedElements: [Bool]
    private(set) var readAttributes: [Bool]
    private let document: NodeDocument

    init(document: NodeDocument) {
        self.document = document
        typedElements = Array(repeating: false, count: document.elementCount)
        readAttributes = Array(repeating: false, count: document.attributes.count)
    }

    /// A typed model decoded `element`. Its `key` attribute, the role it plays in its parent, is
    /// read with it: the parent's property (or the model's own `key`) carries that role.
    func noteTyped(_ element: ElementID) {
        typedElements[Int(element.index)] = true
        let keyAttribute = document.elements[Int(element.index)].keyAttribute
        if keyAttribute >= 0 { readAttributes[Int(keyAttribute)] = true }
    }

    /// A model decoded `element` only as a generic stand-in (a view kind without a model of its own).
    func noteGeneric(_ element: ElementID) {
        typedElements[Int(element.index)] = false
    }

    /// A typed model read the attribute at `index` by a key.
    func noteRead(attributeAt index: Int) {
        readAttributes[index] = true
    }
}

extension NodeDocument {
    /// Decodes `type` like ``decode(_:object:options:)`` and also reports which elements and
    /// attributes typed models read. Meant for coverage reports and model development; the plain
    /// `decode` records nothing.
    public func decodeRecordingCoverage<T: Decodable>(_ type: T.Type, object: String? = nil,
                                                      options: DecodingOptions = DecodingOptions()) throws -> (value: T, coverage: DecodingCoverage) {
        let recorder = CoverageRecorder(document: self)
        let value = try decode(type, object: object, options: options, coverage: recorder)
        return (value, DecodingCoverage(document: self, recorder: recorder))
    }
}

extension Decoder {
    /// Tells a coverage report that the current element was decoded only as a generic stand-in
    /// (``AnyView/view(_:)`` for a view kind without a model of its own), so it does not count as typed.
    func noteGenericElement() {
        guard let decoder = asElementDecoder, let coverage = decoder.state.coverage,
              case .element(let element, _) = decoder.value else { return }
        coverage.noteGeneric(element)
    }

    /// ``noteGenericElement()`` for a view decoded as ``AnyView/view(_:)``, unless its kind is a
    /// plain view (``ElementCatalogue/plainViewKinds``). Asked only when a report is being made.
    func noteGenericElement(unlessPlainView kind: String) {
        guard let decoder = asElementDecoder, decoder.state.coverage != nil,
              !ElementCatalogue.plainViewKinds.contains(kind) else { return }
        noteGenericElement()
    }
}
